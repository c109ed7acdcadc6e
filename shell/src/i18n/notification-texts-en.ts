import type { notificationTextsKo } from './notification-texts-ko';
import type { Texts } from './texts-type';

/** English texts: the notification list and bell; same keys as notification-texts-ko.ts. */
export const notificationTextsEn: Texts<typeof notificationTextsKo> = {
  notifications: {
    title: 'Notifications',
    description: 'Verification results, teams that are ready, accepted invitations and other news in one place.',
    filter: 'Read state',
    unreadOnly: 'Unread',
    unreadSummary: '{{count}} unread',
    unreadMark: 'New',
    markRead: 'Read',
    markReadOf: 'Mark "{{title}}" as read',
    read: 'Read',
    markAllRead: 'Mark all as read',
    allRead: 'Marked {{count}} notifications as read.',
    empty: 'No notifications yet.',
    emptyUnread: 'No unread notifications.',
    bell: 'Notifications',
    bellUnread: '{{count}} unread notifications',
    columns: { kind: 'Kind', content: 'Notification', createdAt: 'Received', action: 'State' },
    kind: {
      VERIFICATION_APPROVED: 'Verified',
      VERIFICATION_REJECTED: 'Verification rejected',
      TEAM_READY: 'Team ready',
      INVITATION_ACCEPTED: 'Invitation accepted',
      PROVIDER_APPROVED: 'Contract confirmed',
      CALLBACK_APPROVED: 'Sender number approved',
      CALLBACK_REJECTED: 'Sender number rejected',
      RCS_APPROVED: 'RCS approved',
      RCS_REJECTED: 'RCS rejected',
      KAKAO_APPROVED: 'Alimtalk approved',
      KAKAO_REJECTED: 'Alimtalk rejected',
      KAKAO_NOTICE: 'Kakao',
      SYSTEM: 'Notice',
    },
  },
};
