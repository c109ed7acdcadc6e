/** Korean texts: the notification list and bell. */
export const notificationTextsKo = {
  notifications: {
    title: '알림',
    description: '사업자 인증 결과, 팀 준비 완료, 초대 수락 같은 소식을 모아 보여 줘요.',
    filter: '읽음 상태',
    unreadOnly: '안 읽은 알림',
    unreadSummary: '안 읽은 알림 {{count}}개',
    unreadMark: '새 알림',
    markRead: '읽음',
    markReadOf: '"{{title}}" 읽음으로 표시',
    read: '읽음',
    markAllRead: '모두 읽음으로 표시',
    allRead: '알림 {{count}}개를 읽음으로 표시했어요.',
    empty: '아직 받은 알림이 없어요.',
    emptyUnread: '안 읽은 알림이 없어요.',
    bell: '알림',
    bellUnread: '안 읽은 알림 {{count}}개',
    columns: { kind: '종류', content: '내용', createdAt: '받은 시각', action: '상태' },
    kind: {
      VERIFICATION_APPROVED: '인증 승인',
      VERIFICATION_REJECTED: '인증 반려',
      TEAM_READY: '팀 준비 완료',
      INVITATION_ACCEPTED: '초대 수락',
      PROVIDER_APPROVED: '계약 확정',
      SYSTEM: '안내',
    },
  },
} as const;
