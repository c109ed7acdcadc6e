import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../dashboard/dashboard-page';
import { LoginPage } from '../login/login-page';
import { LogoutPage } from '../pages/logout-page';
import { NotReady } from '@console/ui/not-ready';
import type { ShellRoute } from './shell-routes';

/** The element of a shell-owned route. */
export function ShellPageView({ route }: { route: ShellRoute }) {
  const { t, i18n } = useTranslation('shell');
  switch (route.page) {
    case 'login':
      return <LoginPage />;
    case 'logout':
      return <LogoutPage />;
    case 'dashboard':
      return <DashboardPage />;
    default:
      return <NotReady title={route.title[i18n.language === 'en' ? 'en' : 'ko']} service={t('common.console')} />;
  }
}
