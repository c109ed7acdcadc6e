import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../dashboard/dashboard-page';
import { FindIdPage } from '../account-recovery/find-id-page';
import { PasswordResetPage } from '../account-recovery/password-reset-page';
import { LogoutPage } from '../pages/logout-page';
import { BizInfoPage } from '../account/biz-info-page';
import { PasswordPage } from '../account/password-page';
import { ProfilePage } from '../account/profile-page';
import { SecurityPage } from '../account/security-page';
import { WithdrawalPage } from '../account/withdrawal-page';
import { MigrationPage } from '../migration/migration-page';
import { NotificationListPage } from '../notifications/notification-list-page';
import { ReleasesPage } from '../releases/releases-page';
import { KmcReceivePage } from '../signup/kmc-receive-page';
import { SignupPage } from '../signup/signup-page';
import { JoinMailPage } from '../invitations/join-mail-page';
import { RegistByEmailPage } from '../invitations/regist-by-email-page';
import { NotReady } from '@console/ui/not-ready';
import type { ShellRoute } from './shell-routes';
import { PocIndexPage } from '../poc/poc-index-page';
import { PocButtonPage } from '../poc/poc-button-page';
import { PocFormPage } from '../poc/poc-form-page';
import { PocOverlayPage } from '../poc/poc-overlay-page';
import { PocTablePage } from '../poc/poc-table-page';
import { PocPanelPage } from '../poc/poc-panel-page';
import { PocMaintenancePage } from '../poc/poc-maintenance-page';

/** The element of a shell-owned route. */
export function ShellPageView({ route }: { route: ShellRoute }) {
  const { t, i18n } = useTranslation('shell');
  switch (route.page) {
    case 'login':
      // A document route (the server renders /account/login): the router never mounts it here.
      return null;
    case 'logout':
      return <LogoutPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'notifications':
      return <NotificationListPage />;
    case 'releases':
      return <ReleasesPage />;
    case 'signup':
      return <SignupPage />;
    case 'find-id':
      return <FindIdPage />;
    case 'find-password':
      return <PasswordResetPage />;
    case 'kmc-receive':
      return <KmcReceivePage />;
    case 'migration-bizplus':
      return <MigrationPage />;
    case 'info-biz':
      return <BizInfoPage />;
    case 'info-user':
      return <ProfilePage />;
    case 'info-pwd':
      return <PasswordPage />;
    case 'info-security':
      return <SecurityPage />;
    case 'info-deactivate':
      return <WithdrawalPage />;
    case 'join-mail':
      return <JoinMailPage />;
    case 'regist-by-email':
      return <RegistByEmailPage />;
    case 'poc-test':
      return <PocIndexPage />;
    case 'poc-button':
      return <PocButtonPage />;
    case 'poc-form':
      return <PocFormPage />;
    case 'poc-overlay':
      return <PocOverlayPage />;
    case 'poc-table':
      return <PocTablePage />;
    case 'poc-panel':
      return <PocPanelPage />;
    case 'poc-system-maintenance':
      return <PocMaintenancePage />;
    default:
      return <NotReady title={route.title[i18n.language === 'en' ? 'en' : 'ko']} service={t('common.console')} />;
  }
}
