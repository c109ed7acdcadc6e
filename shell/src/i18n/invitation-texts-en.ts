import type { invitationTextsKo } from './invitation-texts-ko';

/** English texts of the invitation pages. */
export const invitationTextsEn: typeof invitationTextsKo = {
  invitation: {
    title: 'Invitation',
    lead: '{{inviter}} of {{business}} invited you to the messaging console.',
    loading: 'Loading the invitation',
    loadFailed: 'Could not load the invitation. Please try again in a moment.',
    business: 'Company',
    inviter: 'Invited by',
    email: 'Invited e-mail',
    role: 'Role',
    teams: 'Teams',
    roles: { ROLE_MANAGER: 'Manager', ROLE_USER: 'User' },
    expires: 'This link works once, until {{at}}.',
    continue: 'Continue to sign up',
    haveAccount: 'Signing up creates your account with this e-mail and logs you in.',
    toLogin: 'Go to login',
    toHome: 'Home',
    signupTitle: 'Sign up by invitation',
    signupSubmit: 'Sign up and start',
    welcome: 'Welcome to {{business}}.',
    form: {
      loginId: 'Login id',
      loginIdHelp: '4-20 characters starting with a lower-case letter (a-z, 0-9, _)',
      password: 'Password',
      passwordConfirm: 'Confirm password',
      name: 'Name',
      mobile: 'Mobile number',
      mobileHelp: 'e.g. 010-1234-5678',
    },
    problem: {
      NOT_FOUND: {
        title: 'Invitation link not found',
        message: 'The link is not valid.',
        next: 'Open the link in the e-mail again, or ask the person who invited you to send it again.',
      },
      EXPIRED: {
        title: 'This invitation has expired',
        message: 'The invitation link is past its validity.',
        next: 'Ask the person who invited you to send the invitation again.',
      },
      USED: {
        title: 'This invitation was already used',
        message: 'An account was already created with this link.',
        next: 'Log in with the login id you signed up with.',
      },
      CANCELLED: {
        title: 'This invitation was cancelled',
        message: 'The person who invited you cancelled it.',
        next: 'Ask them to invite you again if needed.',
      },
    },
  },
};
