import type { ko } from './ko';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the shell (second locale); same keys as ko. */
export const en: Texts<typeof ko> = {
  common: {
    productName: 'Message Console', home: 'Home', retry: 'Retry', confirm: 'OK', cancel: 'Cancel', close: 'Close',
    loading: 'Please wait', login: 'Log in', logout: 'Log out', console: 'Console', language: '한국어',
  },
  error: {
    heading: 'ERROR',
    apology: 'We are sorry for the inconvenience in using the service.',
    inquiry: 'Inquiry',
    goHome: 'Go home',
    pageNotFound: 'Page Not Found: {{path}}',
  },
  dialog: {
    sessionExpiredTitle: 'Session expired',
    sessionExpiredMessage: 'Please log in again and proceed.',
    loginExpiredMessage: 'Your login session has expired. Please log in again.',
    loginExpiredRetryMessage: 'Your login session has expired. Please log in again and retry.',
    noAccessTitle: 'No permission',
    noAccessMessage: 'You have no access permission.',
    noTeamAccessMessage: 'You have no permission for this team space.',
    serverErrorTitle: 'Server error',
    serverErrorMessage: 'The request could not be processed. If it keeps happening, please ask the administrator.',
    masterOnly: 'This menu can only be used by master accounts.',
    managerOnly: 'This menu can only be used by master or manager accounts.',
    withdrawalTitle: 'Withdrawal under review',
    withdrawalMessage: 'Your withdrawal request is under review, so this menu is not available. Contact: {{email}}',
    verifyRequired: 'Available after business verification.',
    providerContract: 'Value-added telecom providers can use this after the sales contract is confirmed.',
    teamRegistering: 'The team space is being registered. This can take up to {{minutes}} minutes.',
  },
  login: {
    title: 'Log in', subtitle: 'Welcome to the Message Console.', id: 'ID', password: 'Password', submit: 'Log in',
    failed: 'The ID or password is not correct.', codeTitle: 'Security code',
    codeSentTo: 'Enter the 6-digit security code sent to {{to}}.', code: 'Security code', codeSubmit: 'Confirm',
    codeResend: 'Send a new code', codeResent: 'A new security code was sent.', backToLogin: 'Log in with another account',
    demoHint: 'Demo accounts are listed in the README, e.g. hanbit_master / Console123!',
  },
  logout: { inProgress: 'Logging out…' },
  layout: {
    menu: 'Menu', team: 'Team space', selectTeam: 'Select team', noTeams: 'You are not in any team', dashboard: 'Dashboard',
    notifications: 'Notifications', account: 'My account', goConsole: 'Go to console', footer: '© Message Console.',
    groups: {
      home: 'Home', send: 'Send', history: 'History', kakao: 'KakaoTalk', rcs: 'RCS', service: 'Sender settings',
      team: 'Teams & members', stats: 'Statistics', billing: 'Billing', account: 'Account', brand: 'Services',
    },
  },
  remote: {
    unavailableTitle: 'This service is temporarily unavailable',
    unavailableMessage: 'The {{service}} screen could not be loaded. Please try again shortly.',
    disabledMessage: 'The {{service}} service is under maintenance.',
    loading: 'Loading {{service}}…',
    services: { messaging: 'Messaging', kakao: 'KakaoTalk', billing: 'Billing', stats: 'Statistics', team: 'Teams', brand: 'Brand site' },
  },
  dashboard: {
    title: 'Dashboard', greeting: 'Hello, {{name}}.', teams: 'My team spaces', teamCount: '{{count}} teams',
    members: '{{count}} members', empty: 'You are not in any team space.',
    status: { REG: 'Registering', ACTIVE: 'Active', CLOSED: 'Closed' }, open: 'Open', loadFailed: 'Could not load the teams.',
  },
  build: { updated: 'A new version is available. Reload to see the latest screens.', reload: 'Reload' },
  notReady: { title: 'Screen in preparation', message: 'This screen ({{title}}) is being prepared by {{service}}.' },
};
