import type { messageHistoryTextsKo } from './message-history-texts-ko';

export const messageHistoryTextsEn: typeof messageHistoryTextsKo = {
  title: 'Message history',
  phoneHelp: 'Last 4 digits or the whole number',
  description: 'Every message your team sent, one per line. Open a request number to see that request.',
  empty: 'No messages match.',
  columns: { createdAt: 'Sent at', request: 'Request' },
};
