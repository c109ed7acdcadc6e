import type { signupTextsKo } from './signup-texts-ko';
import type { Texts } from './texts-type';

/** English texts: sign-up, the identity check, password rules, business fields and the bizplus migration; same keys as signup-texts-ko.ts. */
export const signupTextsEn: Texts<typeof signupTextsKo> = {
  signup: {
    title: 'Sign up',
    steps: { terms: 'Terms', identity: 'Identity check', details: 'Details' },
    next: 'Next',
    back: 'Back',
    welcome: 'Welcome, {{name}}! Upload your business registration certificate to start sending.',
    haveAccount: 'Already have an account?',
    migrate: 'Move a Bizplus account',
    terms: {
      title: 'Agree to the terms',
      all: 'Agree to all',
      terms: '(Required) Terms of use',
      privacy: '(Required) Collection and use of personal information',
      marketing: '(Optional) Marketing information',
      view: 'View',
      marketingNote: 'You can sign up without agreeing to marketing information and withdraw consent at any time.',
    },
    identity: {
      title: 'Mobile identity check',
      help: 'Verify the identity of the person signing up (the master) with a mobile phone in their name. The verified name and number are saved to the account; the check is valid for {{minutes}} minutes.',
      start: 'Verify with mobile',
      again: 'Verify again',
      verified: 'Identity of {{name}} ({{mobile}}) verified.',
      popupBlocked: 'The identity check window was blocked. Allow pop-ups for this site and try again.',
      errors: {
        FAILED: 'The identity check failed. Check what you entered and try again.',
        CANCELLED: 'You cancelled the identity check. Complete it to sign up.',
        UNKNOWN: 'No identity check result arrived. Please try again.',
      },
    },
    details: {
      title: 'Your account and business',
      identity: 'Verified: {{name}} · {{mobile}}',
      account: 'Account',
      loginId: 'Login ID',
      password: 'Password',
      passwordConfirm: 'Confirm password',
      email: 'E-mail',
      business: 'Business',
      submit: 'Sign up',
    },
  },
  kmc: {
    handingOver: 'Handing the identity check result to the sign-up page…',
    orphanTitle: 'Not an identity check window',
    orphanMessage:
      'This page opens from the identity check window of the sign-up. Start the identity check again on the sign-up page.',
    toSignup: 'Go to sign-up',
  },
  password: {
    strengthLabel: 'Password strength',
    rulesLabel: 'Password rules',
    strength: { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' },
    rules: {
      length: '{{min}}-{{max}} characters',
      kinds: 'At least {{kinds}} of upper case, lower case, digits and symbols',
      characters: 'Letters, digits and symbols only (no spaces or Hangul)',
      noLoginId: 'Does not contain the login ID',
    },
  },
  business: {
    fields: {
      name: 'Business name',
      registrationNumber: 'Business registration number',
      representative: 'Representative',
      address: 'Business address',
      type: 'Business type',
    },
    type: { NORMAL: 'Normal business', VALUE_ADDED_PROVIDER: 'Value-added telecom provider' },
    typeHelp: 'A value-added telecom provider can send once its contract with our sales team is confirmed.',
  },
  migration: {
    title: 'Move a Bizplus account',
    description:
      'Move your account of the older product (Bizplus) here, with its business details and address-book contacts.',
    legacyId: 'Bizplus ID',
    legacyPassword: 'Bizplus password',
    newLoginId: 'New login ID (optional)',
    newLoginIdHelp: 'Leave empty to keep the Bizplus ID.',
    submit: 'Move account',
    once: 'An account can be moved once.',
    result: {
      title: 'Migration result',
      done: 'Account moved. You can now log in to this console.',
      businessName: 'Business',
      loginId: 'Login ID',
      teamName: 'Team',
      contactCount: 'Contacts moved',
      contacts: '{{formatted}}',
      passwordNote: 'Your password is the one you used on Bizplus.',
      login: 'Go to login',
    },
  },
};
