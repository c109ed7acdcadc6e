/**
 * The texts the remote adds at mount (several screens share them); the others come with the screens
 * that show them (screens.tsx); ko.ts has them all.
 */
export const koAtMount = {
  service: '팀 관리',
  common: {
    cancel: '취소',
    actions: '관리',
    retry: '다시 시도',
    loading: '불러오는 중',
    failedTitle: '처리하지 못했어요',
  },
  roles: { ROLE_MASTER: '마스터', ROLE_MANAGER: '매니저', ROLE_USER: '사용자', withdrawing: '{{role}} (탈퇴 신청 중)' },
  teamRoles: { ADMIN: '팀 관리자', MEMBER: '팀원' },
};
