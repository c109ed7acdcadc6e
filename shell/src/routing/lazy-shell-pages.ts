import type { ComponentType } from 'react';
// Not through define-remote (the remotes' entry): that would bring single-spa-react to every page.
import { lazyScreen } from '@console/platform/lazy-screen';
import type { ShellPage } from './shell-routes';

/** Pages in the shell's main chunk: the landing page, the logout step and the placeholders. */
type EagerShellPage = 'login' | 'logout' | 'dashboard' | 'not-ready';
export type LazyShellPage = Exclude<ShellPage, EagerShellPage>;

/**
 * Every shell page but the eager ones, one chunk per page or per family of pages (the same chunk
 * name puts them together), so a console route downloads only the page it shows. lazyScreen (the
 * remotes' screens use it too) raises a failed chunk for the chunk-error watcher to reload.
 */
export const LAZY_SHELL_PAGES: Record<LazyShellPage, ComponentType> = {
  notifications: lazyScreen(
    () => import(/* webpackChunkName: "shell-notifications" */ '../notifications/notification-list-page'),
    'NotificationListPage',
  ),
  releases: lazyScreen(
    () => import(/* webpackChunkName: "shell-releases" */ '../releases/releases-page'),
    'ReleasesPage',
  ),
  signup: lazyScreen(() => import(/* webpackChunkName: "shell-signup" */ '../signup/signup-page'), 'SignupPage'),
  'kmc-receive': lazyScreen(
    () => import(/* webpackChunkName: "shell-kmc-receive" */ '../signup/kmc-receive-page'),
    'KmcReceivePage',
  ),
  'find-id': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-recovery" */ '../account-recovery/find-id-page'),
    'FindIdPage',
  ),
  'find-password': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-recovery" */ '../account-recovery/password-reset-page'),
    'PasswordResetPage',
  ),
  'migration-bizplus': lazyScreen(
    () => import(/* webpackChunkName: "shell-migration" */ '../migration/migration-page'),
    'MigrationPage',
  ),
  'info-biz': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-info" */ '../account/biz-info-page'),
    'BizInfoPage',
  ),
  'info-user': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-info" */ '../account/profile-page'),
    'ProfilePage',
  ),
  'info-pwd': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-info" */ '../account/password-page'),
    'PasswordPage',
  ),
  'info-security': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-info" */ '../account/security-page'),
    'SecurityPage',
  ),
  'info-deactivate': lazyScreen(
    () => import(/* webpackChunkName: "shell-account-info" */ '../account/withdrawal-page'),
    'WithdrawalPage',
  ),
  'join-mail': lazyScreen(
    () => import(/* webpackChunkName: "shell-invitations" */ '../invitations/join-mail-page'),
    'JoinMailPage',
  ),
  'regist-by-email': lazyScreen(
    () => import(/* webpackChunkName: "shell-invitations" */ '../invitations/regist-by-email-page'),
    'RegistByEmailPage',
  ),
  'poc-test': lazyScreen(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-index-page'), 'PocIndexPage'),
  'poc-button': lazyScreen(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-button-page'), 'PocButtonPage'),
  'poc-form': lazyScreen(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-form-page'), 'PocFormPage'),
  'poc-overlay': lazyScreen(
    () => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-overlay-page'),
    'PocOverlayPage',
  ),
  'poc-table': lazyScreen(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-table-page'), 'PocTablePage'),
  'poc-panel': lazyScreen(() => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-panel-page'), 'PocPanelPage'),
  'poc-system-maintenance': lazyScreen(
    () => import(/* webpackChunkName: "shell-poc" */ '../poc/poc-maintenance-page'),
    'PocMaintenancePage',
  ),
};
