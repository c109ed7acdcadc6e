import type { ComponentType } from 'react';
// Not through define-remote (the remotes' entry): that would bring single-spa-react to every page.
import { lazyScreen } from '@console/platform/lazy-screen';
import type { ShellPage } from './shell-routes';
import { loadShellPageTexts, type ShellPageTexts } from '../i18n/shell-i18n';

/** Pages in the shell's main chunk: the logout step (it starts at once) and the placeholders. */
type EagerShellPage = 'login' | 'logout' | 'not-ready';
export type LazyShellPage = Exclude<ShellPage, EagerShellPage>;

/** A lazy shell page and the import that loads its chunk (to start it early: preloadShellPage). */
interface LazyShellPageEntry {
  Page: ComponentType;
  load: () => Promise<unknown>;
}

function lazyPage<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): LazyShellPageEntry {
  return { Page: lazyScreen(load, name) as ComponentType, load };
}

/** A page's code together with the Korean texts it shows that are not in the main chunk. */
const withTexts =
  <M>(load: () => Promise<M>, ...groups: ShellPageTexts[]) =>
  (): Promise<M> =>
    Promise.all([load(), loadShellPageTexts(...groups)]).then(([module]) => module);

/**
 * Every shell page but the eager ones, one chunk per page or per family of pages (the same chunk
 * name puts them together), so a console route downloads only the page it shows. lazyScreen (the
 * remotes' screens use it too) raises a failed chunk for the chunk-error watcher to reload.
 */
export const LAZY_SHELL_PAGES: Record<LazyShellPage, LazyShellPageEntry> = {
  // The landing page after login: boot starts its chunk with the session request (preloadShellPage).
  dashboard: lazyPage(
    () => import(/* webpackChunkName: "shell-dashboard" */ '../dashboard/dashboard-page'),
    'DashboardPage',
  ),
  notifications: lazyPage(
    () => import(/* webpackChunkName: "shell-notifications" */ '../notifications/notification-list-page'),
    'NotificationListPage',
  ),
  releases: lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-releases" */ '../releases/releases-page'), 'releases'),
    'ReleasesPage',
  ),
  signup: lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-signup" */ '../signup/signup-page'), 'account'),
    'SignupPage',
  ),
  'kmc-receive': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-kmc-receive" */ '../signup/kmc-receive-page'), 'account'),
    'KmcReceivePage',
  ),
  'find-id': lazyPage(
    withTexts(
      () => import(/* webpackChunkName: "shell-account-recovery" */ '../account-recovery/find-id-page'),
      'account',
    ),
    'FindIdPage',
  ),
  'find-password': lazyPage(
    withTexts(
      () => import(/* webpackChunkName: "shell-account-recovery" */ '../account-recovery/password-reset-page'),
      'account',
    ),
    'PasswordResetPage',
  ),
  'migration-bizplus': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-migration" */ '../migration/migration-page'), 'account'),
    'MigrationPage',
  ),
  'info-biz': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-account-info" */ '../account/biz-info-page'), 'account'),
    'BizInfoPage',
  ),
  'info-user': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-account-info" */ '../account/profile-page'), 'account'),
    'ProfilePage',
  ),
  'info-pwd': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-account-info" */ '../account/password-page'), 'account'),
    'PasswordPage',
  ),
  'info-security': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-account-info" */ '../account/security-page'), 'account'),
    'SecurityPage',
  ),
  'info-deactivate': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-account-info" */ '../account/withdrawal-page'), 'account'),
    'WithdrawalPage',
  ),
  'join-mail': lazyPage(
    withTexts(
      () => import(/* webpackChunkName: "shell-invitations" */ '../invitations/join-mail-page'),
      'invitation',
      'account',
    ),
    'JoinMailPage',
  ),
  'regist-by-email': lazyPage(
    withTexts(
      () => import(/* webpackChunkName: "shell-invitations" */ '../invitations/regist-by-email-page'),
      'invitation',
      'account',
    ),
    'RegistByEmailPage',
  ),
  'poc-test': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-index-page'), 'poc'),
    'PocIndexPage',
  ),
  'poc-button': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-button-page'), 'poc'),
    'PocButtonPage',
  ),
  'poc-form': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-form-page'), 'poc'),
    'PocFormPage',
  ),
  'poc-overlay': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-overlay-page'), 'poc'),
    'PocOverlayPage',
  ),
  'poc-table': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-table-page'), 'poc'),
    'PocTablePage',
  ),
  'poc-panel': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-panel-page'), 'poc'),
    'PocPanelPage',
  ),
  'poc-system-maintenance': lazyPage(
    withTexts(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-maintenance-page'), 'poc'),
    'PocMaintenancePage',
  ),
};

/**
 * Starts loading the chunk of the shell page a route shows, if it is lazy: boot calls it for the
 * first route, so the page's code arrives with the session instead of after the first render.
 * A failed load is left to the page's own render, which raises it (lazyScreen).
 */
export function preloadShellPage(page: ShellPage): void {
  const entry = (LAZY_SHELL_PAGES as Partial<Record<ShellPage, LazyShellPageEntry>>)[page];
  entry?.load().catch(() => undefined);
}
