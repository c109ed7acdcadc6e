/** The texts the remote adds at mount; the others come with the screens that show them (screens.tsx);
 * ko.ts has them all. */
export const koAtMount = {
  service: '메시지 발송',
  callback: {
    title: '발신번호 관리',
    description: '문자를 보낼 때 쓰는 발신번호와 심사 상태를 확인해요. 번호를 누르면 서류와 심사 내용을 볼 수 있어요.',
    registGuide: '발신번호 등록 안내',
    approvedOnly: '승인된 발신번호만 사용할 수 있어요. 새 번호는 가입 증명 서류를 내고 심사를 받아야 해요.',
    statusFilter: '심사 상태',
    columns: { number: '발신번호', label: '이름', status: '심사 상태', createdAt: '신청일', decidedAt: '처리일' },
    status: { PENDING: '심사 중', APPROVED: '승인', REJECTED: '반려' },
    rejectReason: '반려 사유: {{reason}}',
    empty: '등록된 발신번호가 없어요. 등록 안내를 보고 첫 번호를 등록해 보세요.',
    emptyFiltered: '이 상태의 발신번호가 없어요.',
  },
};
