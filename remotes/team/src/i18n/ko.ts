export const ko = {
  service: '팀 관리',
  teams: {
    title: '팀 스페이스',
    description: '발송, 템플릿, 발신번호는 모두 팀 단위로 관리해요. 팀을 눌러 설정을 확인하세요.',
    create: '팀 만들기',
    statusFilter: '상태',
    columns: { name: '팀 이름', description: '설명', status: '상태', members: '멤버', createdAt: '만든 날짜' },
    status: { REG: '등록 중', ACTIVE: '사용 중', CLOSED: '종료' },
    regNote: '준비하는 데 최대 {{minutes}}분 걸려요.',
    memberCount: '{{count}}명',
    empty: '아직 팀이 없어요.',
    emptyFiltered: '이 상태의 팀이 없어요.',
  },
};
