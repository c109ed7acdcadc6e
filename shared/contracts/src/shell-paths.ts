/**
 * The paths the shell owns itself (PRODUCT.md "Which app owns which route"). A remote may not
 * claim one of them; the shell's bootstrap and the release CLI's `verify` both check descriptors
 * against this list, so it lives here rather than in the shell.
 */
export const SHELL_ROUTE_PATHS = [
  '/account/login',
  '/account/logout',
  '/account/signup',
  '/account/find/id',
  '/account/find/password',
  '/account/registByEmail',
  '/popup/join-mail',
  '/account/info/biz',
  '/account/info/user',
  '/account/info/pwd',
  '/account/info/security',
  '/account/info/deactivate',
  '/account/migration/bizplus',
  '/common/kmc-receive',
  '/console/dashboard',
  '/console/notification',
  '/console/releases',
  '/poc/test',
  '/poc/button',
  '/poc/form',
  '/poc/overlay',
  '/poc/table',
  '/poc/panel',
  '/poc/system-maintenance',
] as const;

export type ShellRoutePath = (typeof SHELL_ROUTE_PATHS)[number];
