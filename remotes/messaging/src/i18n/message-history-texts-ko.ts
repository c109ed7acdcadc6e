/** Texts of the flat message history (/history/send); spread into ko.ts as `messageHistory`. */
export const messageHistoryTextsKo = {
  title: '메시지별 이력',
  description: '팀이 보낸 모든 메시지를 한 줄씩 보여 줘요. 요청 번호를 누르면 그 발송 요청의 결과로 가요.',
  empty: '조건에 맞는 메시지가 없어요.',
  columns: { createdAt: '발송 시각', request: '발송 요청' },
  capped: '조건에 맞는 메시지가 {{limit}}건이 넘어요. 처음 {{limit}}건까지 보여 드려요. 기간이나 조건을 좁혀 보세요.',
};
