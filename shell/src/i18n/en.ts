import type { ko } from './ko';
import { accountTextsEn } from './account-texts-en';
import { invitationTextsEn } from './invitation-texts-en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the shell (second locale); same keys as ko. */
export const en: Texts<typeof ko> = {
  ...accountTextsEn,
  ...invitationTextsEn,
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
    malformedAnswer: 'The server answered in an unexpected form.',
    requestFailed: 'The request could not be processed.',
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
    brandLinks: { sms: 'SMS', rcs: 'RCS', kakao: 'KakaoTalk', customers: 'Support' },
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
  guide: {
    dialogTitle: 'New here? Start like this',
    acknowledge: 'Got it',
    later: 'Close',
    tabs: {
      KAKAO: { title: 'KakaoTalk alimtalk', steps: ['Register a sender profile to connect your KakaoTalk channel.', 'Register alimtalk templates and have them reviewed (about 2 business days).', 'Send alimtalk with approved templates; failures can fall back to SMS.'] },
      WEBSEND: { title: 'Web send', steps: ['Register a sender number and get it approved.', 'Make an address book or paste recipient numbers.', 'Write the message and send now or reserve. Length decides SMS or LMS.'] },
      SYSTEM: { title: 'System integration', steps: ['Create an API key under linked systems.', 'Register allowed IPs and the URL that receives results.', 'Call the send API with the SDK examples.'] },
    },
  },
  verify: {
    modalTitle: 'Business verification needed',
    modalMessage: 'Once your business is verified you can send messages and register sender numbers, templates and sender profiles. Please upload your business registration certificate.',
    later: 'Later',
    register: 'Upload certificate',
    banner: 'All features are available after business verification.',
    bannerButton: 'Verify',
    bannerPending: 'Your business registration certificate is under review. This usually takes one business day.',
    fileTitle: 'Business registration certificate',
    fileHelp: 'PDF, JPG or PNG up to 10 MB. We will let you know the result after review.',
    chooseFile: 'Choose file',
    upload: 'Upload',
    uploaded: 'Uploaded. We will let you know when the review is done.',
    uploadFailed: 'The file could not be uploaded. Please try again shortly.',
    fileRequired: 'Please choose a file to upload.',
    fileType: 'Only PDF, JPG or PNG files can be uploaded.',
    fileTooLarge: 'Files can be up to 10 MB.',
  },
  poc: {
    sampleData: 'A catalogue of the UI kit, shown with sample data.',
    index: { title: 'UI kit', intro: 'The shared components and dialogs every console screen uses. Try them on each page.', palette: 'Colours', typography: 'Type' },
    button: { title: 'Buttons', variants: 'Variants', sizes: 'Sizes', states: 'States', primary: 'Primary', secondary: 'Secondary', danger: 'Danger', disabled: 'Disabled', small: 'Small', medium: 'Medium', large: 'Large' },
    form: {
      title: 'Forms', name: 'Contact name', phone: 'Mobile number', channel: 'Channel', date: 'Send date', agree: 'Consent to advertising', type: 'Message type', notify: 'Notify me of results', memo: 'Memo', submit: 'Save', saved: 'Saved.',
      nameRequired: 'Please enter the contact name.', phoneInvalid: 'This is not a valid phone number.', channelRequired: 'Please choose a channel.', agreeRequired: 'Consent is required.', memoTooLong: 'The memo can be up to 100 characters.',
      dropdownNote: 'Dropdown lists scroll at 200 px at most.',
    },
    overlay: {
      title: 'Overlays', alert: 'Alert', confirm: 'Confirm', loading: 'Loading', toast: 'Toasts', verifyModal: 'Verify modal', bizFileModal: 'Business file modal', banner: 'Verify banner', popup: 'External popup (960×600)',
      alertMessage: 'Your send request was accepted.', confirmMessage: 'Delete the selected sender number?', confirmed: 'You confirmed.', cancelled: 'You cancelled.',
      toastMessage: 'A {{severity}} toast.',
    },
    table: { title: 'Tables', team: 'Team', sent: 'Sent', status: 'Status', loadingState: 'Loading', emptyState: 'Empty', errorState: 'Error', empty: 'No sends match.' },
    panel: { title: 'Panels', alerts: 'Notices', cards: 'Cards', status: 'Status', unavailable: 'Service unavailable panel', notReady: 'Screen in preparation', header: 'Page header', headerDescription: 'One or two sentences on what the page is for.' },
    maintenance: { title: 'System maintenance', message: 'We are maintaining the system for a more stable service. The console and the send API are unavailable meanwhile.', window: 'Maintenance: {{from}} – {{to}}', contact: 'For urgent questions write to {{email}}.' },
  },
  build: { updated: 'A new version is available. Reload to see the latest screens.', reload: 'Reload' },
  notReady: { title: 'Screen in preparation', message: 'This screen ({{title}}) is being prepared by {{service}}.' },
};
