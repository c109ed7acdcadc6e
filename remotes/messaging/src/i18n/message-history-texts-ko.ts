/** Texts of the flat message history (/history/send); spread into ko.ts as `messageHistory`. */
export const messageHistoryTextsKo = {
  title: '메시지별 이력',
  phoneHelp: '뒤 4자리나 전체 번호',
  description: '팀이 보낸 모든 메시지를 한 줄씩 보여 줘요. 요청 번호를 누르면 그 발송 요청의 결과로 가요.',
  empty: '조건에 맞는 메시지가 없어요.',
  columns: { createdAt: '발송 시각', request: '발송 요청' },
};
