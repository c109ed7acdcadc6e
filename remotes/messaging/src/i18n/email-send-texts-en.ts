import type { emailSendTextsKo } from './email-send-texts-ko';

/** Texts of the e-mail send screen (/send/email); spread into en.ts as `emailSend`. */
export const emailSendTextsEn: typeof emailSendTextsKo = {
  title: 'Send e-mail',
  description:
    'Send e-mail to typed addresses or address-book groups. Only delivered mail is charged, {{price}} KRW each (VAT excluded); bounces, opens, clicks and unsubscribes are in the send history.',
  senderName: 'Sender name',
  senderAddress: 'Sender address',
  senderAddressHelp: "Shown in the recipient's mailbox (e.g. news@example.co.kr).",
  subject: 'Subject',
  subjectHelp: 'Up to {{max}} characters.',
  bodyFormat: { label: 'Body format', TEXT: 'Plain text', HTML: 'Simple HTML' },
  body: 'Body',
  bodyHelpText: 'Sent as typed.',
  bodyHelpHtml: 'Simple HTML such as <p>, <a href="…"> and <strong> is allowed.',
  advertising: {
    label: 'This is an advertising e-mail',
    help: "An advertising e-mail starts its subject with '(광고)' and carries the sender's contact. An unsubscribe link that works without login is added at the end; unsubscribed addresses never get advertising mail again.",
    contact: 'Sender contact',
    contactHelp: 'Shown at the end of the mail: a phone number or an e-mail address.',
  },
  recipients: {
    label: 'Recipient addresses',
    help: 'One per line or separated by commas. Repeated addresses get one mail.',
    count: '{{count}} addresses typed',
  },
  groups: {
    label: 'Address-book groups',
    help: 'Only contacts with an e-mail address get it; the others are skipped.',
    option: '{{name}} ({{count}})',
    none: 'No address-book groups yet. Create one and add e-mail addresses to its contacts.',
  },
  estimate: 'Up to {{count}} recipients · estimated {{cost}} (VAT excluded; only delivered mail is charged)',
  submit: 'Send',
  confirmTitle: 'Confirm e-mail send',
  confirm: 'Send the e-mail to up to {{count}} recipients for an estimated {{cost}} (VAT excluded)?',
  skipped: '{{count}} group contacts without an e-mail address were skipped.',
};
