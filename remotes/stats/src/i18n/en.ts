import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Statistics',
  overview: {
    pages: {
      sms: {
        title: 'SMS/LMS/MMS statistics',
        description: 'Results and costs of text messages across all your teams, by period.',
      },
      rcs: {
        title: 'RCS statistics',
        description: 'Results and costs of RCS messages across all your teams, by period.',
      },
      kakao: {
        title: 'KakaoTalk statistics',
        description: 'Results and costs of alimtalk and brand messages across all your teams, by period.',
      },
    },
    rangeForm: 'Period',
    from: 'From',
    to: 'To',
    maxRange: 'Up to 31 days at a time.',
    search: 'Search',
    channel: 'Message type',
    channels: { SMS: 'SMS', LMS: 'LMS', MMS: 'MMS', RCS: 'RCS', ALIMTALK: 'Alimtalk', BRAND_MESSAGE: 'Brand message' },
    totals: 'Totals for the period',
    daily: 'Daily statistics',
    date: 'Date',
    figures: { requested: 'Requested', success: 'Delivered', failure: 'Failed', fallback: 'Fallback', costKrw: 'Cost' },
    empty: 'No messages were sent in this period.',
    loadFailed: 'Could not load the statistics.',
    retry: 'Retry',
  },
};
