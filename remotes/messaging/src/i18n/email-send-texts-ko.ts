/** Texts of the e-mail send screen (/send/email); spread into ko.ts as `emailSend`. */
export const emailSendTextsKo = {
  title: '이메일 보내기',
  description:
    '직접 입력한 주소나 주소록 그룹으로 이메일을 보내요. 전달된 메일만 건당 {{price}}원(부가세 별도)이고, 반송·열람·클릭·수신거부는 발송 내역에서 확인해요.',
  senderName: '보내는 사람 이름',
  senderAddress: '보내는 주소',
  senderAddressHelp: '받는 사람의 메일함에 보이는 주소예요. (예: news@example.co.kr)',
  subject: '제목',
  subjectHelp: '{{max}}자까지 쓸 수 있어요.',
  bodyFormat: { label: '본문 형식', TEXT: '일반 텍스트', HTML: '간단한 HTML' },
  body: '내용',
  bodyHelpText: '입력한 그대로 보내요.',
  bodyHelpHtml: '<p>, <a href="…">, <strong> 같은 간단한 HTML을 쓸 수 있어요.',
  advertising: {
    label: '광고 메일이에요',
    help: "광고 메일은 제목이 '(광고)'로 시작하고, 보내는 사람의 연락처를 담아야 해요. 메일 끝에는 로그인 없이 누를 수 있는 수신거부 링크가 자동으로 붙고, 수신거부한 주소에는 광고 메일이 다시 가지 않아요.",
    contact: '보내는 사람 연락처',
    contactHelp: '메일 끝에 보여요. 전화번호나 이메일 주소를 넣어 주세요.',
  },
  recipients: {
    label: '받는 사람 주소',
    help: '한 줄에 하나씩, 또는 쉼표로 나눠서 입력해요. 같은 주소는 한 번만 보내요.',
    count: '입력한 주소 {{count}}개',
  },
  groups: {
    label: '주소록 그룹',
    help: '그룹에서 이메일 주소가 있는 연락처에만 보내요. 주소가 없는 연락처는 건너뛰어요.',
    option: '{{name}} ({{count}}명)',
    none: '주소록 그룹이 없어요. 주소록에서 그룹을 만들고 연락처에 이메일을 넣어 주세요.',
  },
  estimate: '받는 사람 최대 {{count}}명 · 예상 비용 {{cost}} (부가세 별도, 전달된 메일만 과금돼요)',
  submit: '보내기',
  confirmTitle: '이메일 발송 확인',
  confirm: '최대 {{count}}명에게 이메일을 보내요. 예상 비용은 {{cost}}(부가세 별도)예요. 보낼까요?',
  skipped: '그룹에서 이메일 주소가 없는 연락처 {{count}}명은 건너뛰었어요.',
};
