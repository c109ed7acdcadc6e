import type { ko } from './ko';

export const en: typeof ko = {
  service: 'KakaoTalk business messages',
  senderKeys: {
    title: 'Kakao sender profiles',
    description:
      'Registering a KakaoTalk channel as a sender profile issues its sender key. Alimtalk and brand messages are sent with these profiles.',
    statusFilter: 'Status',
    columns: {
      channel: 'Channel',
      channelId: 'Channel ID',
      senderKey: 'Sender key',
      category: 'Category',
      status: 'Status',
      createdAt: 'Registered',
    },
    status: { ACTIVE: 'Active', BLOCKED: 'Blocked', DORMANT: 'Dormant' },
    copy: 'Copy the sender key of {{channel}}',
    empty: 'No sender profiles yet.',
    emptyFiltered: 'No sender profiles with this status.',
  },
};
