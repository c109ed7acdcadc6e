import type { ko } from './ko';

export const en: typeof ko = {
  service: 'Brand site',
  home: {
    heroTitle: 'The fastest way to reach your customers',
    heroBody: 'SMS, RCS and KakaoTalk in one console: send, check results and manage costs.',
    start: 'Open the console',
    notices: 'Notices',
    noNotices: 'No notices yet.',
    noticesFailed: 'Could not load the notices.',
    pinned: 'Pinned',
  },
};
