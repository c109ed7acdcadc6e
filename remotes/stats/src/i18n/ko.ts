export const ko = {
  service: '통계',
  stats: {
    pages: {
      sms: {
        title: '문자 통계',
        description:
          '볼 수 있는 팀의 SMS·LMS·MMS 발송 요청, 성공, 실패, 대체 발송과 비용을 기간별·팀별·유형별로 확인해요.',
        exportName: '문자_통계.csv',
      },
      rcs: {
        title: 'RCS 통계',
        description: '볼 수 있는 팀의 RCS 발송 요청, 성공, 실패, 대체 발송과 비용을 기간별·팀별·유형별로 확인해요.',
        exportName: 'RCS_통계.csv',
      },
      kakao: {
        title: '카카오톡 통계',
        description:
          '볼 수 있는 팀의 알림톡·브랜드 메시지 발송 요청, 성공, 실패, 대체 발송과 비용을 기간별·팀별로 확인해요.',
        exportName: '카카오톡_통계.csv',
      },
    },
    kakaoCs: {
      title: '카카오 상담톡 통계',
      description:
        '볼 수 있는 팀의 상담톡 세션, 받은 메시지와 보낸 답장, 첫 응답까지 걸린 시간, 답하지 못한 세션을 날짜별·발신 프로필별로 확인해요.',
      empty: '이 기간에는 상담톡 내역이 없어요.',
      emptyHint:
        '발신 프로필 화면에서 상담톡을 켜면 카카오톡 사용자와의 상담이 여기에 모여요. 기간이나 조건을 바꿔서 다시 조회해 보세요.',
      exportName: '카카오_상담톡_통계.csv',
      chart: {
        counts: '메시지·세션',
        response: '첫 응답 시간',
        label: '{{title}} 차트',
        loading: '차트를 불러오는 중이에요.',
        noData: '표시할 데이터가 없어요.',
      },
      profile: '발신 프로필',
      day: '날짜',
      dayTable: '날짜별 통계',
      profileTable: '발신 프로필별 통계',
      figures: {
        sessions: '상담 세션',
        inbound: '받은 메시지',
        outbound: '보낸 답장',
        avgFirstResponseSeconds: '평균 첫 응답 시간',
        unanswered: '미응답 세션',
      },
      duration: {
        hours: '{{hours}}시간 {{minutes}}분',
        minutes: '{{minutes}}분 {{seconds}}초',
        seconds: '{{seconds}}초',
      },
    },
    ems: {
      title: '이메일 통계',
      description:
        '볼 수 있는 팀의 이메일 발송 요청, 전달, 반송(영구·일시), 열람, 클릭, 수신거부와 비용을 일별·월별·팀별로 확인해요.',
      exportName: '이메일_통계.csv',
      empty: '이 기간에는 보낸 이메일이 없어요.',
      emptyHint: '기간이나 팀을 바꿔서 다시 조회해 보세요.',
      openRate: '열람률',
      chartBounced: '반송',
      chartOtherFailures: '기타 실패 (수신거부 등)',
      figures: {
        requested: '요청',
        delivered: '전달',
        failed: '실패',
        hardBounced: '영구 반송',
        softBounced: '일시 반송',
        opened: '열람',
        clicked: '클릭',
        unsubscribed: '수신거부',
        costKrw: '비용',
      },
    },
    /** An hour of an hourly period. */
    hour: '{{hour}}시',
    empty: '이 기간에는 발송 내역이 없어요.',
    emptyHint: '기간이나 조건을 바꿔서 다시 조회해 보세요.',
    filters: {
      team: '팀',
      type: '메시지 유형',
    },
    types: {
      sms: { SMS: 'SMS', LMS: 'LMS', MMS: 'MMS' },
      rcs: { SMS: 'RCS 단문 (SMS)', LMS: 'RCS 장문 (LMS)', MMS: 'RCS 멀티 (MMS)' },
      kakao: { ALIMTALK: '알림톡', BRAND_MESSAGE: '브랜드 메시지' },
    },
    chart: {
      period: '차트 기간',
      current: '이번 기간',
      previous: '이전 기간',
    },
    periodTable: { title: '기간별 통계', period: '기간' },
    teamTable: { title: '팀별 통계', team: '팀' },
    typeTable: { title: '유형별 통계', type: '유형' },
    failures: {
      allTypes: '실패 사유는 채널 단위로 모아서, 선택한 유형 외의 실패도 함께 보여줘요.',
    },
  },
};
