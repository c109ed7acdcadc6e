import type { LocalizedText, RouteDescriptor } from '@console/contracts/descriptor';
import { SHELL_ROUTE_PATHS, type ShellRoutePath } from '@console/contracts/shell-paths';

export type ShellPage =
  | 'login'
  | 'logout'
  | 'dashboard'
  | 'not-ready'
  | 'notifications'
  | 'releases'
  | 'signup'
  | 'find-id'
  | 'find-password'
  | 'kmc-receive'
  | 'migration-bizplus'
  | 'info-biz'
  | 'info-user'
  | 'info-pwd'
  | 'info-security'
  | 'info-deactivate'
  | 'join-mail'
  | 'regist-by-email'
  | 'poc-test'
  | 'poc-button'
  | 'poc-form'
  | 'poc-overlay'
  | 'poc-table'
  | 'poc-panel'
  | 'poc-system-maintenance';

/** A route the shell owns itself (PRODUCT.md "Which app owns which route"). */
export interface ShellRoute extends Pick<
  RouteDescriptor,
  'path' | 'access' | 'roles' | 'layout' | 'hideChromeOnTablet' | 'document'
> {
  id: string;
  path: ShellRoutePath;
  title: LocalizedText;
  page: ShellPage;
  /** Only users on the server's RELEASE_MANAGERS allow-list (SessionUser.releaseManager). */
  releaseManagerOnly?: boolean;
}

const r = (
  id: string,
  path: ShellRoutePath,
  ko: string,
  en: string,
  page: ShellPage,
  extra: Partial<ShellRoute> = {},
): ShellRoute => ({
  id,
  path,
  title: { ko, en },
  page,
  access: 'public',
  hideChromeOnTablet: false,
  document: false,
  ...extra,
});

export const SHELL_ROUTES: ShellRoute[] = [
  // Rendered by the server (a light page, not the federated console): the shell reloads into it.
  r('login', '/account/login', '로그인', 'Log in', 'login', { document: true }),
  r('logout', '/account/logout', '로그아웃', 'Log out', 'logout'),
  r('signup', '/account/signup', '회원가입', 'Sign up', 'signup', { access: 'guest' }),
  // Public, not guest-only: a reset link from a mail must open in a browser that is logged in too.
  r('find-id', '/account/find/id', '아이디 찾기', 'Find ID', 'find-id'),
  r('find-password', '/account/find/password', '비밀번호 찾기', 'Forgot password', 'find-password'),
  r('regist-by-email', '/account/registByEmail', '초대 메일로 가입', 'Sign up by invitation', 'regist-by-email', {
    access: 'guest',
  }),
  r('join-mail', '/popup/join-mail', '초대 메일', 'Invitation', 'join-mail', { access: 'guest' }),
  r('info-biz', '/account/info/biz', '사업자 정보', 'Business info', 'info-biz', { access: 'login' }),
  r('info-user', '/account/info/user', '내 정보', 'My profile', 'info-user', { access: 'login' }),
  r('info-pwd', '/account/info/pwd', '비밀번호 변경', 'Password', 'info-pwd', { access: 'login' }),
  r('info-security', '/account/info/security', '보안 설정', 'Security', 'info-security', { access: 'login' }),
  r('info-deactivate', '/account/info/deactivate', '회원 탈퇴', 'Withdrawal', 'info-deactivate', {
    access: 'login',
    roles: ['ROLE_MASTER'],
  }),
  r('migration-bizplus', '/account/migration/bizplus', '기존 계정 이전', 'Account migration', 'migration-bizplus'),
  r('kmc-receive', '/common/kmc-receive', '본인인증 결과', 'Identity check result', 'kmc-receive'),
  r('dashboard', '/console/dashboard', '대시보드', 'Dashboard', 'dashboard'),
  r('notification', '/console/notification', '알림', 'Notifications', 'notifications'),
  r('releases', '/console/releases', '릴리스 관리', 'Releases', 'releases', {
    access: 'login',
    releaseManagerOnly: true,
  }),
  r('poc-test', '/poc/test', 'UI 키트', 'UI kit', 'poc-test'),
  r('poc-button', '/poc/button', '버튼', 'Buttons', 'poc-button'),
  r('poc-form', '/poc/form', '폼', 'Forms', 'poc-form'),
  r('poc-overlay', '/poc/overlay', '오버레이', 'Overlays', 'poc-overlay'),
  r('poc-table', '/poc/table', '테이블', 'Tables', 'poc-table'),
  r('poc-panel', '/poc/panel', '패널', 'Panels', 'poc-panel'),
  r('poc-system-maintenance', '/poc/system-maintenance', '시스템 점검', 'System maintenance', 'poc-system-maintenance'),
];

/** Every shell path, as @console/contracts lists them for the release CLI (route-table.test keeps both equal). */
export const SHELL_ROUTE_PATTERNS: readonly string[] = SHELL_ROUTE_PATHS;
