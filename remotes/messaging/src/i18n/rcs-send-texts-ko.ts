/** Texts of the RCS send screen (/send/rcs); spread into ko.ts as `rcsSend`. */
export const rcsSendTextsKo = {
  title: 'RCS 보내기',
  description:
    '승인된 RCS 브랜드의 대화방 번호로 RCS를 보내요. RCS를 받을 수 없는 휴대폰에는 문자(SMS/LMS)로 대신 보낼 수 있어요.',
  chatRoom: {
    label: 'RCS 대화방',
    help: '브랜드 이름이 휴대폰 대화방 위에 보여요.',
    option: '{{brand}} · {{number}}',
    none: '보낼 수 있는 RCS 대화방이 없어요. 브랜드를 등록해 승인을 받고, 유선·대표번호를 대화방으로 연결해 주세요.',
    guide: 'RCS 등록 안내',
    templates: 'RCS 브랜드·템플릿 관리',
    loadFailed: 'RCS 대화방을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  type: {
    label: '메시지 종류',
    SMS: 'RCS SMS',
    LMS: 'RCS LMS',
    MMS: 'RCS MMS',
    TEMPLATE: '템플릿',
    limits: '{{chars}}자 · 버튼 {{buttons}}개 · 건당 {{price}}',
    mmsLimits: '{{chars}}자 · 카드 {{cards}}장(카드마다 버튼 {{buttons}}개) · 건당 {{price}}',
    templateLimits: '승인된 템플릿만 보낼 수 있어요.',
  },
  body: {
    label: '내용',
    help: 'RCS는 글자 수로 세요. 이모지도 보낼 수 있어요. #{이름}처럼 변수를 쓰면 받는 사람마다 채워요.',
  },
  buttons: {
    label: '버튼',
    count: '{{count}} / {{max}}개',
  },
  cards: {
    label: '이미지 카드',
    count: '{{count}} / {{max}}장',
    help: 'JPG·PNG 이미지를 카드마다 한 장, {{mb}}MB까지 올릴 수 있어요.',
  },
  template: {
    label: '승인된 템플릿',
    none: '승인된 템플릿이 없어요. 템플릿을 등록하고 승인을 받으면 여기서 고를 수 있어요.',
    kind: { TEXT: '텍스트', IMAGE: '이미지' },
    option: '{{name}} ({{kind}})',
    variables: '템플릿 변수',
    variablesHelp: '모든 받는 사람에게 같은 값을 넣어요. 받는 사람 파일에 같은 이름의 항목이 있으면 그 값이 먼저예요.',
  },
  fallback: {
    label: 'RCS를 받을 수 없으면 문자로 대신 보내기',
    help: 'RCS 발송에 실패한 받는 사람에게만 문자로 보내요. 대체 문자는 SMS(13원)·LMS(40원) 요금으로 따로 청구돼요.',
    text: '대체 문자 내용',
    copyBody: 'RCS 내용 가져오기',
    uncarriable: '문자로 보낼 수 없는 문자(이모지 등)가 있어요: {{chars}}',
  },
  ad: {
    label: '광고 메시지예요',
    help: "광고 메시지는 '(광고)' 표기와 080 무료수신거부 번호가 필요해요. 대체 문자에도 똑같이 넣어 주세요.",
  },
  estimate: '받는 사람 {{count}}명 · {{type}} · 예상 요금 {{cost}}',
  confirmTitle: 'RCS를 보낼까요?',
  confirm: '{{count}}명에게 {{type}}를 보내요. 예상 요금은 {{cost}}이에요.',
  confirmReserve: '{{at}}에 {{count}}명에게 {{type}}를 보내요. 예상 요금은 {{cost}}이에요.',
  confirmFallback: 'RCS를 받지 못한 사람에게는 문자로 대신 보내고, 그 문자 요금이 따로 청구돼요.',
  submit: 'RCS 보내기',
  submitReserve: 'RCS 예약하기',
  accepting: '발송 요청을 저장하고 있어요.',
  preview: {
    label: 'RCS 미리보기',
  },
};
