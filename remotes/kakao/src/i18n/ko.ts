export const ko = {
  service: '카카오톡 비즈메시지',
  senderKeys: {
    title: '카카오 발신 프로필',
    description:
      '카카오톡 채널을 발신 프로필로 등록하면 발신 키가 발급돼요. 알림톡과 브랜드 메시지는 이 발신 프로필로 보내요.',
    statusFilter: '상태',
    columns: {
      channel: '채널 이름',
      channelId: '채널 ID',
      senderKey: '발신 키',
      category: '카테고리',
      status: '상태',
      createdAt: '등록일',
    },
    status: { ACTIVE: '정상', BLOCKED: '차단', DORMANT: '휴면' },
    copy: '{{channel}} 발신 키 복사',
    empty: '등록된 발신 프로필이 없어요.',
    emptyFiltered: '이 상태의 발신 프로필이 없어요.',
  },
};
