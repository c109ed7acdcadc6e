/** Texts of the received (MO) messages list (/history/mo); spread into ko.ts as `moHistory`. */
export const moHistoryTextsKo = {
  title: '수신(MO) 내역',
  description: '대표번호로 받은 답장이에요. 수신거부 답장은 080 수신거부 목록에 자동으로 등록돼요.',
  empty: '조건에 맞는 수신 메시지가 없어요.',
  columns: {
    receivedAt: '수신 시각',
    fromPhone: '보낸 번호',
    toNumber: '받은 번호',
    body: '내용',
    optOut: '수신거부',
    replyTo: '답장한 발송',
  },
  filters: { phone: '보낸 번호 검색', text: '내용 검색', toNumber: '받은 대표번호' },
  optOutAdded: '080 수신거부 등록됨',
  optOutAddedHint: '080 수신거부 목록에서 확인해요',
  optOutRemoved: '수신거부 요청 (목록에서 삭제됨)',
};
