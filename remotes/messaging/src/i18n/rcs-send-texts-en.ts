import type { rcsSendTextsKo } from './rcs-send-texts-ko';

/** English texts of the RCS send screen (/send/rcs). */
export const rcsSendTextsEn: typeof rcsSendTextsKo = {
  title: 'Send RCS',
  description:
    'Send RCS from a chat room of your approved RCS brand. Phones without RCS can get a text message (SMS/LMS) instead.',
  chatRoom: {
    label: 'RCS chat room',
    help: 'The brand name shows above the chat on the phone.',
    option: '{{brand}} · {{number}}',
    none: 'No RCS chat room to send from. Register a brand, get it approved and bind a landline or representative number as a chat room.',
    guide: 'RCS registration guide',
    templates: 'RCS brand and templates',
    loadFailed: 'Could not load the RCS chat rooms. Please try again shortly.',
  },
  type: {
    label: 'Message type',
    SMS: 'RCS SMS',
    LMS: 'RCS LMS',
    MMS: 'RCS MMS',
    TEMPLATE: 'Template',
    limits: '{{chars}} characters · {{buttons}} buttons · {{price}} each',
    mmsLimits: '{{chars}} characters · {{cards}} cards ({{buttons}} buttons each) · {{price}} each',
    templateLimits: 'Only approved templates can be sent.',
  },
  body: {
    label: 'Message',
    help: 'RCS counts characters; emoji are fine. Variables such as #{name} are filled per recipient.',
  },
  buttons: {
    label: 'Buttons',
    count: '{{count}} / {{max}}',
  },
  cards: {
    label: 'Image cards',
    count: '{{count}} / {{max}}',
    help: 'One JPG or PNG image per card, up to {{mb}} MB.',
  },
  template: {
    label: 'Approved template',
    none: 'No approved template yet. Register a template; once approved you can choose it here.',
    kind: { TEXT: 'text', IMAGE: 'image' },
    option: '{{name}} ({{kind}})',
    variables: 'Template variables',
    variablesHelp: 'The same value for every recipient. A column of the same name in the recipient file wins.',
  },
  fallback: {
    label: 'Send a text message to phones that cannot receive RCS',
    help: 'Only recipients whose RCS failed get the text. It is charged at the SMS (13 KRW) or LMS (40 KRW) price.',
    text: 'Fallback text',
    copyBody: 'Copy the RCS text',
    uncarriable: 'Characters a text message cannot carry (emoji etc.): {{chars}}',
  },
  ad: {
    label: 'This is an advertisement',
    help: "Advertisements need the '(광고)' mark and a free 080 opt-out number; put them in the fallback text too.",
  },
  estimate: '{{count}} recipients · {{type}} · estimated {{cost}}',
  confirmTitle: 'Send this RCS?',
  confirm: 'Sends {{type}} to {{count}} recipients. Estimated cost {{cost}}.',
  confirmReserve: 'Sends {{type}} to {{count}} recipients at {{at}}. Estimated cost {{cost}}.',
  confirmFallback: 'Recipients without RCS get a text message instead, charged separately.',
  submit: 'Send RCS',
  submitReserve: 'Reserve RCS',
  accepting: 'Saving the send request.',
  preview: {
    label: 'RCS preview',
  },
};
