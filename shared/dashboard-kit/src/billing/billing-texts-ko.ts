/** Korean texts of the billing blocks (console home) and the team's spend cap (team dashboard). */
export const billingBlockTextsKo = {
  title: '요금·결제',
  failed: '결제 정보를 불러오지 못했어요.',
  modes: { PREPAID: '선불', POSTPAID: '후불' },
  balance: '잔액',
  available: '지금 쓸 수 있는 금액',
  held: '발송 대기 중인 {{amount}}을 뺀 금액이에요.',
  lowBalance: '잔액이 알림 기준({{amount}})보다 적어요. 충전하면 발송이 멈추지 않아요.',
  monthToDate: '이번 달 이용 금액',
  monthToDateNote: '부가세 별도 · 다음 달 1일에 청구서가 발행돼요.',
  latestInvoice: '최근 청구서',
  invoiceLine: '{{month}} · {{total}}',
  noInvoice: '아직 발행된 청구서가 없어요.',
  invoiceFailed: '청구서를 불러오지 못했어요.',
  invoiceStatuses: { ISSUED: '발행', PAID: '납부 완료', OVERDUE: '연체' },
  dueDate: '납부 기한 {{date}}',
  toPaymentInfo: '결제 정보',
  toUsage: '이용 내역',
};

export const teamCapTextsKo = {
  title: '이번 달 팀 사용 한도',
  failed: '팀 사용 한도를 불러오지 못했어요.',
  spent: '사용 {{amount}}',
  cap: '한도 {{amount}}',
  noCap: '한도 없음',
  noCapHint: '마스터가 한도를 정하지 않았어요. 이번 달 사용 금액은 {{amount}}이에요.',
  usedRate: '한도의 {{rate}}% 사용',
  nearCap: '한도에 가까워요. 한도를 넘는 발송은 거절돼요.',
  overCap: '한도를 모두 썼어요. 이번 달에는 이 팀에서 더 보낼 수 없어요.',
  note: '부가세 별도 · 발송 대기 중인 금액 포함',
};
