/** Texts of the reservation screens (/send/reserve); spread into ko.ts as `reserve`. */
export const reserveTextsKo = {
  title: '예약 발송',
  description:
    '아직 보내지 않은 예약이에요. 보내기 시작하기 전까지 내용과 시각을 고치거나 취소할 수 있어요. 기간은 예약을 접수한 날 기준이에요.',
  empty: '이 기간에 접수한 예약이 없어요.',
  columns: { reserveAt: '예약 시각', estimatedCost: '예상 요금', createdAt: '접수 시각', actions: '관리' },
  cancel: '예약 취소',
  cancelTitle: '예약 취소',
  cancelConfirm: '예약 #{{seq}}({{at}}, {{count}}명)을 취소할까요? 취소하면 되돌릴 수 없어요.',
  cancelled: '예약 #{{seq}}을(를) 취소했어요.',
  detailTitle: '예약 발송 #{{seq}}',
  detailDescription: '{{at}}에 보내요. 그전까지 고치거나 취소할 수 있어요.',
  locked: '이미 발송이 시작되었거나 끝난 요청이라 바꾸거나 취소할 수 없어요.',
  notEditable: '받는 사람이 {{max}}명보다 많은 예약은 여기서 고칠 수 없어요. 취소하고 새로 보내 주세요.',
  edit: '내용·시각 고치기',
  editTitle: '예약 고치기',
  save: '저장',
  saved: '예약을 고쳤어요.',
  loading: '불러오는 중',
};
