import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotReady } from '@console/ui/not-ready';
import { LogoutPage } from '../pages/logout-page';
import { useLoadingBar } from '../state/loading-bar-store';
import { LAZY_SHELL_PAGES } from './lazy-shell-pages';
import { PageLoading } from '@console/ui/page-loading';
import type { ShellRoute } from './shell-routes';

/** The element of a shell-owned route. */
export function ShellPageView({ route }: { route: ShellRoute }) {
  const { t, i18n } = useTranslation('shell');
  const title = route.title[i18n.language === 'en' ? 'en' : 'ko'];
  switch (route.page) {
    case 'login':
      // A document route (the server renders /account/login): the router never mounts it here.
      return null;
    case 'logout':
      // In the main chunk, as small as its fallback would be: the logout starts at once.
      return <LogoutPage />;
    case 'not-ready':
      return <NotReady title={title} service={t('common.console')} />;
    default: {
      const { Page } = LAZY_SHELL_PAGES[route.page];
      // Keyed by page: a page whose code is still on its way shows the loading view, as a remote
      // does, instead of leaving the previous page on screen.
      return (
        <Suspense key={route.page} fallback={<PageCodeLoading title={title} />}>
          <Page />
        </Suspense>
      );
    }
  }
}

/** The loading view of a remote, for a shell page's chunk; the progress bar runs meanwhile. */
function PageCodeLoading({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const track = useLoadingBar((s) => s.track);
  // track() starts the bar and returns the function that ends it: the cleanup.
  useEffect(() => track(), [track]);
  return <PageLoading label={t('remote.loading', { service: title })} />;
}
