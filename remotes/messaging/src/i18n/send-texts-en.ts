import type { sendTextsKo } from './send-texts-ko';

export const sendTextsEn: typeof sendTextsKo = {
  title: 'Send SMS/LMS/MMS',
  description: 'Send SMS, LMS or MMS from an approved sender number. The type follows the length of the text.',
  sender: {
    label: 'Sender number',
    help: 'Only approved sender numbers can be used.',
    none: 'No approved sender numbers yet. Register a number and get it approved first.',
    register: 'Sender numbers',
    required: 'Choose a sender number.',
  },
  subject: {
    label: 'Subject',
    help: 'Only LMS/MMS have a subject, up to {{max}} bytes. A subject makes the message an LMS.',
  },
  body: {
    label: 'Message',
    smsLimit: 'An SMS holds {{max}} bytes ({{chars}} Hangul). This text will be sent as an LMS.',
    longLimit: 'A text holds at most {{max}} bytes (now {{bytes}}).',
    uncarriable: 'Characters a text message cannot carry (emoji etc.): {{chars}}',
    variables:
      'Variables {{names}} are filled per recipient from the column or address book field of the same name. Every recipient needs a value.',
    variablesHelp:
      'Variables like #{name} personalise the text per recipient; length and type are decided per recipient.',
  },
  preview: {
    label: 'Phone preview',
    noSender: 'Sender',
    empty: 'Your message shows here.',
    image: 'Preview image {{index}}',
  },
  estimate: '{{count}} recipients · {{type}} · estimated cost {{cost}} (before VAT, delivered messages only)',
  submit: 'Send',
  submitReserve: 'Reserve',
  confirmTitle: 'Confirm sending',
  confirm: 'Send as {{type}} to {{count}} recipients. Estimated cost {{cost}} before VAT. Send now?',
  confirmReserve: 'Reserve for {{at}}: {{type}} to {{count}} recipients. Estimated cost {{cost}} before VAT. Reserve?',
};
