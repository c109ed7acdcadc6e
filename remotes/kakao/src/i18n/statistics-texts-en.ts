import type { statisticsTextsKo } from './statistics-texts-ko';

export const statisticsTextsEn: typeof statisticsTextsKo = {
  /** An hour of an hourly period. */
  hour: '{{hour}}:00',
  pages: {
    alimtalk: {
      title: 'Alimtalk statistics',
      description: 'Alimtalk requests, deliveries, failures, fallbacks and cost by period and template.',
      empty: 'No alimtalk was sent in this period.',
      exportName: 'alimtalk_statistics.csv',
    },
    'brand-message': {
      title: 'Brand message statistics',
      description: 'Brand message requests, deliveries, failures, fallbacks and cost by period and template.',
      empty: 'No brand message was sent in this period.',
      exportName: 'brand_message_statistics.csv',
    },
  },
  emptyHint: 'Try another period or other filters.',
  filters: {
    senderProfile: 'Sender profile',
    template: 'Template',
  },
  periodTable: {
    title: 'Statistics by period',
    note: 'Only periods with sends are listed.',
    period: 'Period',
  },
  templateTable: {
    title: 'Statistics by template',
    template: 'Template',
    channel: 'Channel',
    noTemplate: 'Sent without a template',
    unknownTemplate: 'Template #{{seq}}',
  },
};
