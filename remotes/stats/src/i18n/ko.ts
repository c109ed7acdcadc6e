export const ko = {
  service: '통계',
  overview: {
    pages: {
      sms: { title: '문자 통계', description: '모든 팀의 SMS·LMS·MMS 발송 결과와 비용을 기간별로 확인해요.' },
      rcs: { title: 'RCS 통계', description: '모든 팀의 RCS 발송 결과와 비용을 기간별로 확인해요.' },
      kakao: {
        title: '카카오톡 통계',
        description: '모든 팀의 알림톡·브랜드 메시지 발송 결과와 비용을 기간별로 확인해요.',
      },
    },
    rangeForm: '조회 기간',
    from: '시작일',
    to: '종료일',
    maxRange: '최대 31일까지 조회할 수 있어요.',
    search: '조회',
    channel: '메시지 유형',
    channels: { SMS: 'SMS', LMS: 'LMS', MMS: 'MMS', RCS: 'RCS', ALIMTALK: '알림톡', BRAND_MESSAGE: '브랜드 메시지' },
    totals: '기간 합계',
    daily: '일별 통계',
    date: '날짜',
    figures: { requested: '요청', success: '성공', failure: '실패', fallback: '대체 발송', costKrw: '비용' },
    empty: '이 기간에 보낸 메시지가 없어요.',
    loadFailed: '통계를 불러오지 못했어요.',
    retry: '다시 시도',
  },
};
