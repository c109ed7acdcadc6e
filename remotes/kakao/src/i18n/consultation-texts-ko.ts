/** Consultation talk (상담톡) on the sender profile screen. */
export const consultationTextsKo = {
  consultation: {
    title: '상담톡',
    description:
      '카카오톡 사용자가 채널로 보낸 상담 메시지를 팀의 연동 시스템(콜백 URL이 있는 API 키)으로 전달하고, 상담원의 답장은 공개 API로 받아요. 24시간 동안 대화가 없으면 상담이 종료돼요.',
    enabled: '상담톡 사용',
    enabledSince: '{{at}}부터 사용 중이에요.',
    off: '상담톡을 켜면 사용자의 메시지가 연동 시스템으로 전달돼요.',
    activeOnly: '정상 상태의 발신 프로필만 상담톡을 켤 수 있어요.',
    failed: '상담톡 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
    loadFailed: '상담톡 정보를 불러오지 못했어요.',
    recent: '최근 상담 세션',
    empty: '아직 상담 세션이 없어요.',
    columns: {
      userKey: '사용자 키',
      state: '상태',
      openedAt: '시작',
      firstResponse: '첫 응답',
      messages: '메시지',
    },
    state: { OPEN: '진행 중', AGENT: '종료 (상담원)', TIMEOUT: '종료 (24시간 무응답)' },
    unanswered: '미응답',
    messageCounts: '받음 {{inbound}} · 보냄 {{outbound}}',
    duration: {
      hours: '{{hours}}시간 {{minutes}}분',
      minutes: '{{minutes}}분 {{seconds}}초',
      seconds: '{{seconds}}초',
    },
  },
};
