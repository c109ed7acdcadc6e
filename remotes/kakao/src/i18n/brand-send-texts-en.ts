import type { brandSendTextsKo } from './brand-send-texts-ko';

export const brandSendTextsEn: typeof brandSendTextsKo = {
  brandSend: {
    title: 'Send brand message',
    description:
      'Send advertising from a brand message template to channel friends or users with marketing consent. Those it does not reach can get an advertising text instead.',
    loading: 'Loading sender profiles and templates',
    loadFailed: 'Sender profiles and templates could not be loaded. Please try again shortly.',
    noProfile: 'No sender profile can send. Register a KakaoTalk channel as sender profile and check it is active.',
    profileManage: 'Sender profiles',
    template: {
      label: 'Brand message template',
      help: 'Templates of this sender profile. They need no review.',
      option: '{{name}} · {{type}}',
      none: 'This sender profile has no brand message templates. Create one first.',
      manage: 'Brand message templates',
      text: 'Text filled per recipient',
    },
    variables: {
      label: 'Variable values',
      help: 'Values typed here go to every recipient. A recipient file column of the same name comes first for each recipient.',
      none: 'This template has no variables: every recipient gets the same text.',
      fromFile: 'Taken from the recipient file; this value fills recipients without one.',
      required: 'Goes to every recipient.',
    },
    targeting: {
      label: 'Who receives it',
      I: 'Friends only · {{price}} each',
      M: 'Marketing consent · {{price}} each',
      N: 'Consent, not friends · {{price}} each',
      IHelp:
        'Only people who added the channel as a friend. Others fail, and get the text instead when fallback is on.',
      MHelp: 'KakaoTalk users who consented to advertising, friends of the channel or not.',
      NHelp: 'Users with marketing consent who are not friends of the channel; friends are left out.',
      IShort: 'channel friends',
      MShort: 'marketing consent',
      NShort: 'consent, not friends',
    },
    advertising: {
      title: 'Brand messages are advertising',
      optOut: 'Numbers on the team’s 080 opt-out list are left out and shown as opted out in the results.',
      night: 'Nothing can be sent or reserved from 20:50 to 08:00 the next day.',
      mark: 'KakaoTalk marks the bubble with (광고) and adds its opt-out line under it.',
    },
    night: {
      now: 'Brand messages cannot be sent now (20:50 - 08:00 the next day). Reserve a time after 08:00.',
      reserved:
        'The chosen time ({{at}}) is inside the block for brand messages (20:50 - 08:00 the next day). Choose between 08:00 and 20:50.',
    },
    fallback: {
      label: 'Send a text to those the brand message does not reach',
      help: 'Those outside the targeting or without KakaoTalk get your own advertising text. Texts are charged on their own: SMS {{sms}}, LMS {{lms}}.',
      manageNumbers: 'Sender numbers',
      noSender: 'No approved sender number, so no fallback text can be sent. Register a number and have it approved.',
      sender: 'Fallback sender number',
      senderHelp: 'Approved sender numbers only.',
      text: 'Fallback text',
      textHelp: 'Use the template’s variables, like #{name}. Bytes count for the recipient with the longest values.',
      uncarriable: 'Characters a text message cannot carry (emoji …): {{chars}}',
      optOut: '080 opt-out number',
      optOutHelp: 'The number of the opt-out line.',
      addLines: 'Add (광고) and opt-out lines',
      copyBrand: 'Start from the brand message',
      rule: "An advertising text starts with '(광고)' and carries a free 080 opt-out number.",
    },
    preview: {
      firstRecipient: 'What the first recipient, {{phone}}, gets.',
      noRecipient: 'Add recipients to fill the preview with the first one’s values.',
      fallback: 'Fallback text ({{type}})',
    },
    estimate:
      '{{count}} recipients · {{targeting}} {{price}} each · at most {{cost}} (before VAT; only delivered messages are charged)',
    estimateFallback: 'Fallback texts are charged at SMS/LMS prices.',
    confirmTitle: 'Send the brand message?',
    confirm:
      'Sending a brand message to {{count}} recipients ({{targeting}}, {{price}} each). At most {{cost}} before VAT. Numbers on the 080 opt-out list are left out.',
    confirmReserve:
      'Sending a brand message at {{at}} to {{count}} recipients ({{targeting}}, {{price}} each). At most {{cost}} before VAT. Numbers on the 080 opt-out list are left out.',
    confirmFallback:
      'Those it does not reach get an advertising text from {{sender}}, charged at SMS {{sms}} / LMS {{lms}}.',
    submit: 'Send brand message',
    submitReserve: 'Reserve brand message',
  },
};
