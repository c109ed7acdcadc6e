export const ko = {
  service: '브랜드 사이트',
  home: {
    heroTitle: '고객에게 닿는 가장 빠른 길',
    heroBody: '문자, RCS, 카카오톡 알림톡까지. 하나의 콘솔에서 보내고, 결과를 확인하고, 비용을 관리하세요.',
    start: '콘솔 시작하기',
    notices: '공지사항',
    noNotices: '등록된 공지사항이 없어요.',
    noticesFailed: '공지사항을 불러오지 못했어요.',
    pinned: '중요',
  },
};
