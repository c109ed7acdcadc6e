/** Kakao statistics (/kakao/statistics/alimtalk, /kakao/statistics/brand-message). */
export const statisticsTextsKo = {
  /** An hour of an hourly period. */
  hour: '{{hour}}시',
  pages: {
    alimtalk: {
      title: '알림톡 통계',
      description: '알림톡 발송 요청, 성공, 실패, 대체 발송과 비용을 기간별·템플릿별로 확인해요.',
      empty: '이 기간에 보낸 알림톡이 없어요.',
      exportName: '알림톡_통계.csv',
    },
    'brand-message': {
      title: '브랜드 메시지 통계',
      description: '브랜드 메시지 발송 요청, 성공, 실패, 대체 발송과 비용을 기간별·템플릿별로 확인해요.',
      empty: '이 기간에 보낸 브랜드 메시지가 없어요.',
      exportName: '브랜드메시지_통계.csv',
    },
  },
  emptyHint: '기간이나 조건을 바꿔서 다시 조회해 보세요.',
  filters: {
    senderProfile: '발신 프로필',
    template: '템플릿',
  },
  periodTable: {
    title: '기간별 통계',
    note: '발송이 있었던 기간만 보여줘요.',
    period: '기간',
  },
  templateTable: {
    title: '템플릿별 통계',
    template: '템플릿',
    channel: '채널',
    noTemplate: '템플릿 없이 보낸 메시지',
    unknownTemplate: '템플릿 #{{seq}}',
  },
};
