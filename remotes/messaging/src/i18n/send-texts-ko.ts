/** Texts of the web send screen (/send/mt); spread into ko.ts as `send`. */
export const sendTextsKo = {
  title: '문자 보내기',
  description: '승인된 발신번호로 SMS·LMS·MMS를 보내요. 내용 길이에 따라 종류가 자동으로 정해져요.',
  sender: {
    label: '발신번호',
    help: '승인된 발신번호만 사용할 수 있어요.',
    none: '승인된 발신번호가 없어요. 발신번호를 먼저 등록하고 승인을 받아 주세요.',
    register: '발신번호 관리',
    required: '발신번호를 골라 주세요.',
  },
  subject: {
    label: '제목',
    help: '제목은 LMS/MMS에만 {{max}}바이트까지 넣을 수 있어요. 제목을 넣으면 LMS로 보내요.',
  },
  body: {
    label: '내용',
    smsLimit: 'SMS는 {{max}}바이트(한글 {{chars}}자)까지 보낼 수 있어요. 이 내용은 LMS로 발송됩니다.',
    longLimit: '내용은 {{max}}바이트까지 보낼 수 있어요. (지금 {{bytes}}바이트)',
    uncarriable: '문자로 보낼 수 없는 문자(이모지 등)가 있어요: {{chars}}',
    variables:
      '변수 {{names}}은(는) 받는 사람 파일이나 주소록의 같은 이름 항목에서 받는 사람마다 채워요. 값이 없는 받는 사람이 있으면 보낼 수 없어요.',
    variablesHelp:
      '#{이름}처럼 변수를 쓰면 받는 사람마다 다른 내용을 보낼 수 있어요. 길이와 종류는 받는 사람마다 정해져요.',
  },
  preview: {
    label: '휴대폰 미리보기',
    noSender: '발신번호',
    empty: '내용을 입력하면 여기에 보여요.',
    image: '미리보기 이미지 {{index}}',
  },
  estimate: '{{count}}명 · {{type}} · 예상 비용 {{cost}} (부가세 별도, 성공한 메시지만 과금돼요)',
  submit: '보내기',
  submitReserve: '예약하기',
  confirmTitle: '발송 확인',
  confirm: '{{count}}명에게 {{type}}(으)로 보내요. 예상 비용은 {{cost}}(부가세 별도)예요. 보낼까요?',
  confirmReserve:
    '{{at}}에 {{count}}명에게 {{type}}(으)로 보내도록 예약해요. 예상 비용은 {{cost}}(부가세 별도)예요. 예약할까요?',
};
