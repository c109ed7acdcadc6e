import type { sendTextsKo } from './send-texts-ko';

export const sendTextsEn: typeof sendTextsKo = {
  title: 'Send alimtalk',
  description:
    'Send informational messages such as orders, deliveries and payments with alimtalk templates approved by Kakao. Recipients who cannot get alimtalk can get a text message instead.',
  loading: 'Loading sender profiles and templates',
  loadFailed: 'Sender profiles and templates could not be loaded. Please try again shortly.',
  profile: {
    none: 'No sender profile can send. Register a KakaoTalk channel as a sender profile and check that it is active.',
    manage: 'Sender profiles',
  },
  template: {
    label: 'Approved template',
    help: "Only this profile's templates approved by Kakao can be sent.",
    option: '{{name}} ({{code}})',
    none: 'This sender profile has no approved template. Register a template and have Kakao approve it.',
    manage: 'Alimtalk templates',
    content: 'Template content',
  },
  variables: {
    label: 'Variable values',
    help: 'Values entered here go to every recipient. A column of the same name in the recipient file comes first for each recipient.',
    fromFile: 'Taken from the recipient file. This value goes only to recipients without one in the file.',
    required: 'Goes to every recipient.',
    none: 'This template has no variables: every recipient gets the same text.',
  },
  fallback: {
    label: 'If alimtalk cannot be delivered',
    NONE: 'No fallback',
    TEMPLATE: 'Send the alimtalk text as a text message',
    CUSTOM: 'Send a text of my own',
    help: 'Only recipients whose alimtalk failed (no KakaoTalk, channel blocked) get a text message. A number that does not exist gets none. Fallback texts are charged as SMS ({{sms}}) or LMS ({{lms}}).',
    sender: 'Fallback sender number',
    senderHelp: 'Only approved sender numbers can be used.',
    noSender: 'No approved sender number, so no fallback text can be sent. Register a number and have it approved.',
    manageNumbers: 'Sender numbers',
    text: 'Fallback text',
    textHelp: 'Variables like #{name} work as in the template.',
    templateText: 'Text to send (longest recipient)',
    uncarriable: 'Characters a text message cannot carry (emoji etc.): {{chars}}',
  },
  preview: {
    label: 'Alimtalk preview',
    arrived: 'Alimtalk',
    empty: 'Choose a template to see it here.',
    firstRecipient: 'What the first recipient, {{phone}}, gets.',
    noRecipient: "Add recipients to see the message filled with the first recipient's values.",
    fallback: 'Fallback text ({{type}})',
  },
  estimate:
    '{{count}} recipients · alimtalk {{price}} each · estimated {{cost}} (before VAT, only delivered messages are charged)',
  estimateFallback: 'Fallback texts are charged separately as SMS or LMS.',
  confirmTitle: 'Send the alimtalk?',
  confirm: 'Sending alimtalk to {{count}} recipients. Estimated cost {{cost}} ({{price}} each, before VAT).',
  confirmReserve:
    'Sending alimtalk to {{count}} recipients at {{at}}. Estimated cost {{cost}} ({{price}} each, before VAT).',
  confirmFallback:
    'Recipients who cannot get it receive a text from {{sender}} instead, charged separately as SMS ({{sms}}) or LMS ({{lms}}).',
  submit: 'Send alimtalk',
  submitReserve: 'Reserve alimtalk',
  legacy: {
    title: 'Send alimtalk (previous form)',
    description:
      'The previous form, where you write the whole text. In the new form you choose a template and enter only the variable values.',
    newForm: 'Use the new form',
    rule: "The text must match one of this profile's approved templates: keep its fixed wording exactly and replace only the #{variable} parts with real values. Every recipient gets the same text.",
    startFrom: 'Start from a template',
    startFromHelp: "Fills in an approved template's text and code. Replace its #{variable} parts with real values.",
    templateCode: 'Template code (optional)',
    templateCodeHelp: 'With a code, the text is matched against that template only; empty, against every approved one.',
    content: 'Text to send',
    matched: 'Matches the approved template {{name}} ({{code}})',
    unmatched: "Does not match an approved template of this profile. Check the template's fixed wording.",
  },
};
