import type { messageHistoryTextsKo } from './message-history-texts-ko';

export const messageHistoryTextsEn: typeof messageHistoryTextsKo = {
  title: 'Message history',
  description: 'Every message your team sent, one per line. Open a request number to see that request.',
  empty: 'No messages match.',
  columns: { createdAt: 'Sent at', request: 'Request' },
  capped: 'More than {{limit}} messages match. The first {{limit}} are shown: narrow the range or the filters.',
};
