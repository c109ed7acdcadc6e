import type { LoginTexts } from './login-ko';

/** Texts of /account/login in English. */
export const loginTextsEn: LoginTexts = {
  title: 'Log in',
  subtitle: 'Welcome to the Message Console.',
  description: 'Log in to the Message Console to send SMS, AlimTalk and RCS and follow their results and costs.',
  id: 'ID',
  password: 'Password',
  submit: 'Log in',
  failed: 'The ID or password is not correct.',
  noScript: 'Turn on JavaScript in your browser to log in.',
  unreachable: 'The server could not be reached. Please try again in a moment.',
  sessionExpired: 'Your login session has expired. Please log in again.',
  codeTitle: 'Security code',
  codeSentTo: 'Enter the 6-digit security code sent to {to}.',
  codeSent: 'Enter the 6-digit security code sent to your mobile.',
  code: 'Security code',
  codeSubmit: 'Confirm',
  codeResend: 'Send a new code',
  codeResent: 'A new security code was sent.',
  backToLogin: 'Log in with another account',
  demoHint: 'The demo accounts are in the README, e.g. hanbit_master / Console123!',
  links: {
    label: 'Find your account or sign up',
    findId: 'Find ID',
    findPassword: 'Forgot password',
    signup: 'Sign up',
  },
};
