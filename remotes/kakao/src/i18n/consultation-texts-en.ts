import type { consultationTextsKo } from './consultation-texts-ko';

export const consultationTextsEn: typeof consultationTextsKo = {
  consultation: {
    title: 'Consultation talk',
    description:
      "Messages KakaoTalk users send to the channel reach your team's linked system (the API key with a callback URL); agents reply through the public API. A session ends after 24 hours without messages.",
    enabled: 'Use consultation talk',
    enabledSince: 'On since {{at}}.',
    off: 'Turn it on to relay users’ messages to your linked system.',
    activeOnly: 'Only an active sender profile can turn consultation talk on.',
    failed: 'Could not change the consultation talk setting. Please try again later.',
    loadFailed: 'Could not load consultation talk.',
    recent: 'Recent sessions',
    empty: 'No sessions yet.',
    columns: {
      userKey: 'User key',
      state: 'State',
      openedAt: 'Opened',
      firstResponse: 'First response',
      messages: 'Messages',
    },
    state: { OPEN: 'Open', AGENT: 'Closed (agent)', TIMEOUT: 'Closed (24 h idle)' },
    unanswered: 'Unanswered',
    messageCounts: 'in {{inbound}} · out {{outbound}}',
    duration: {
      hours: '{{hours}} h {{minutes}} min',
      minutes: '{{minutes}} min {{seconds}} s',
      seconds: '{{seconds}} s',
    },
  },
};
