import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Statistics',
  stats: {
    pages: {
      sms: {
        title: 'SMS statistics',
        description:
          'SMS, LMS and MMS requests, deliveries, failures, fallbacks and cost of your teams by period, team and type.',
        exportName: 'sms_statistics.csv',
      },
      rcs: {
        title: 'RCS statistics',
        description: 'RCS requests, deliveries, failures, fallbacks and cost of your teams by period, team and type.',
        exportName: 'rcs_statistics.csv',
      },
      kakao: {
        title: 'KakaoTalk statistics',
        description:
          'Alimtalk and brand message requests, deliveries, failures, fallbacks and cost of your teams by period and team.',
        exportName: 'kakaotalk_statistics.csv',
      },
    },
    kakaoCs: {
      title: 'Kakao customer-service talk statistics',
      description:
        'Consultation sessions, messages received and replies sent, time to the first reply and unanswered sessions of your teams by day and sender profile.',
      empty: 'No consultation talk in this period.',
      emptyHint:
        'Turn consultation talk on for a sender profile and its conversations gather here. Try another period or filter.',
      exportName: 'kakao_consultation_statistics.csv',
      chart: {
        counts: 'Messages and sessions',
        response: 'First response time',
        label: '{{title}} chart',
        loading: 'Loading the chart.',
        noData: 'No data to show.',
      },
      profile: 'Sender profile',
      day: 'Day',
      dayTable: 'By day',
      profileTable: 'By sender profile',
      figures: {
        sessions: 'Sessions',
        inbound: 'Received',
        outbound: 'Replies',
        avgFirstResponseSeconds: 'Avg. first response',
        unanswered: 'Unanswered',
      },
      duration: {
        hours: '{{hours}} h {{minutes}} min',
        minutes: '{{minutes}} min {{seconds}} s',
        seconds: '{{seconds}} s',
      },
    },
    ems: {
      title: 'E-mail statistics',
      description:
        'E-mail requests, deliveries, bounces (hard and soft), opens, clicks, unsubscribes and cost of your teams by day, month and team.',
      exportName: 'email_statistics.csv',
      empty: 'No e-mail was sent in this period.',
      emptyHint: 'Try another period or team.',
      openRate: 'Open rate',
      chartBounced: 'Bounced',
      chartOtherFailures: 'Other failures (unsubscribed etc.)',
      figures: {
        requested: 'Requested',
        delivered: 'Delivered',
        failed: 'Failed',
        hardBounced: 'Hard bounces',
        softBounced: 'Soft bounces',
        opened: 'Opened',
        clicked: 'Clicked',
        unsubscribed: 'Unsubscribed',
        costKrw: 'Cost',
      },
    },
    hour: '{{hour}}:00',
    empty: 'Nothing was sent in this period.',
    emptyHint: 'Try another period or other filters.',
    filters: {
      team: 'Team',
      type: 'Message type',
    },
    types: {
      sms: { SMS: 'SMS', LMS: 'LMS', MMS: 'MMS' },
      rcs: { SMS: 'RCS short (SMS)', LMS: 'RCS long (LMS)', MMS: 'RCS multimedia (MMS)' },
      kakao: { ALIMTALK: 'Alimtalk', BRAND_MESSAGE: 'Brand message' },
    },
    chart: {
      period: 'Chart period',
      current: 'This period',
      previous: 'Previous period',
    },
    periodTable: { title: 'Statistics by period', period: 'Period' },
    teamTable: { title: 'Statistics by team', team: 'Team' },
    typeTable: { title: 'Statistics by type', type: 'Type' },
    failures: {
      allTypes: 'Failure reasons are kept per channel: failures of the other types are included.',
    },
  },
};
