import type { moHistoryTextsKo } from './mo-history-texts-ko';

export const moHistoryTextsEn: typeof moHistoryTextsKo = {
  title: 'Received messages (MO)',
  description:
    'Replies that arrived on your representative numbers. Opt-out replies join the 080 opt-out list by themselves.',
  empty: 'No received messages match.',
  columns: {
    receivedAt: 'Received at',
    fromPhone: 'From',
    toNumber: 'To',
    body: 'Text',
    optOut: 'Opt-out',
    replyTo: 'Replied to',
  },
  filters: { phone: 'Search sender number', text: 'Search text', toNumber: 'Representative number' },
  optOutAdded: 'Added to 080 opt-outs',
  optOutAddedHint: 'See it on the 080 opt-out list',
  optOutRemoved: 'Opt-out request (removed from the list)',
};
