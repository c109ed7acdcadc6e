import { useTranslation } from 'react-i18next';

/**
 * Texts of the send building blocks, namespace "sendKit". The kit adds them to the app's i18n
 * instance the first time one of its parts renders, so they load with the kit, not with the shell.
 */
const ko = {
  recipients: {
    label: '받는 사람',
    help: '전화번호를 한 줄에 하나씩, 또는 쉼표로 나눠 붙여 넣어요. 한 번에 최대 {{max}}명까지 보낼 수 있어요.',
    upload: '파일에서 불러오기 (.txt, .csv)',
    uploadHelp:
      '각 줄 첫 칸의 전화번호를 읽어요. 첫 줄이 제목(전화번호,이름 …)이면 나머지 열은 #{이름} 같은 변수 값이 돼요.',
    summary: '받는 사람 {{valid}}명',
    duplicates: '중복 {{count}}건은 한 번만 보내요.',
    invalid: '휴대폰 번호가 아니어서 빼고 보내요 ({{count}}건): {{lines}}',
    file: '{{name}} · {{count}}명',
    fileVariables: '변수로 쓸 수 있는 항목: {{names}}',
    tooMany: '받는 사람은 한 번에 {{max}}명까지예요. 지금 {{count}}명이에요.',
    required: '받는 사람을 한 명 이상 넣어 주세요.',
    addressBook: '주소록에서 불러오기',
    groupOption: '{{name}} ({{count}}명)',
    groupSource: '주소록: {{name}}',
    groupLoading: '주소록을 불러오는 중',
    fileUnreadable: '파일을 읽지 못했어요. .txt 또는 .csv 파일인지 확인해 주세요.',
  },
  ad: {
    label: '광고 메시지예요',
    help: "광고 메시지는 '(광고)' 표기와 080 무료수신거부 번호가 필요해요. 체크하면 앞뒤에 넣어 드려요.",
    optOutNumber: '080 수신거부 번호',
    optOutHelp: '무료거부 줄에 들어갈 080 번호예요.',
    night: '광고 메시지는 21:00부터 다음 날 08:00까지 보낼 수 없어요.',
  },
  when: {
    label: '발송 시각',
    now: '바로 보내기',
    reserve: '예약 보내기',
    at: '예약 시각',
    help: '지금부터 {{min}}분 뒤부터 {{days}}일 뒤까지 예약할 수 있어요. 보내기 전까지 수정하거나 취소할 수 있어요.',
    outOfRange: '예약은 지금부터 {{min}}분 뒤부터 {{days}}일 뒤까지만 할 수 있어요.',
  },
  images: {
    label: 'MMS 이미지',
    count: '{{count}} / {{max}}장',
    help: 'JPG 파일만 최대 {{max}}장까지, 한 장에 {{kb}}KB 이하·가로세로 {{px}}px 이하로 넣을 수 있어요. 이미지를 넣으면 MMS(건당 {{price}})로 보내요.',
    add: '이미지 추가',
    full: '{{max}}장을 모두 넣었어요',
    input: 'MMS 이미지 파일 (JPG)',
    thumbnail: '이미지 {{index}}: {{name}}',
    remove: '이미지 {{index}} 빼기 ({{name}})',
    uploading: '{{name}} 올리는 중',
    size: '{{width}}×{{height}} · {{kb}}KB',
    refused: '{{name}}: {{message}}',
    tooMany: '이미지는 {{max}}장까지 넣을 수 있어요.',
    duplicate: '같은 이미지를 이미 넣었어요.',
    uploadFailed: '이미지를 올리지 못했어요. 잠시 후 다시 시도해 주세요.',
    waitUpload: '이미지를 올리고 있어요. 다 올라가면 보낼 수 있어요.',
    problems: {
      EMPTY: '빈 파일은 올릴 수 없어요.',
      TYPE: 'MMS 이미지는 JPG 파일만 보낼 수 있어요.',
      TOO_LARGE: '이미지는 {{max}}KB까지 올릴 수 있어요. (지금 {{kb}}KB)',
      UNREADABLE: 'JPG 파일을 읽을 수 없어요. 손상되지 않은 일반 JPG 파일인지 확인해 주세요.',
      DIMENSIONS: '이미지는 가로·세로 {{px}}px까지 올릴 수 있어요. (지금 {{width}} x {{height}}px)',
    },
  },
  progress: {
    accepting: '발송 요청을 접수하고 있어요. 받는 사람이 많으면 조금 걸려요.',
    uploading: '{{count}}명에게 보낼 요청을 올리고 있어요… {{percent}}%',
    label: '발송 요청 접수 진행률',
  },
  result: {
    accepted: '발송 요청 #{{seq}}을(를) 접수했어요. 받는 사람 {{count}}명.',
    reserved: '예약 발송 #{{seq}}을(를) 접수했어요. {{at}}에 {{count}}명에게 보내요.',
    excluded: '중복 {{duplicates}}건은 한 번만 보내요.',
    viewResult: '발송 결과 보기',
    sendAnother: '새로 보내기',
  },
  counter: {
    bytes: '{{count}} / {{max}}바이트',
    bytesOfType: '{{count}} / {{max}}바이트 · {{type}}',
    chars: '{{count}} / {{max}}자',
    over: ' (한도를 넘었어요)',
  },
  confirm: {
    cancel: '취소',
  },
};

const en: typeof ko = {
  recipients: {
    label: 'Recipients',
    help: 'Paste numbers one per line or separated by commas. Up to {{max}} recipients per send.',
    upload: 'Load from a file (.txt, .csv)',
    uploadHelp:
      'The number is read from the first column. With a header row (phone,name …) the other columns fill variables like #{name}.',
    summary: '{{valid}} recipients',
    duplicates: '{{count}} duplicates are sent once.',
    invalid: 'Not mobile numbers, left out ({{count}}): {{lines}}',
    file: '{{name}} · {{count}} recipients',
    fileVariables: 'Fields usable as variables: {{names}}',
    tooMany: 'At most {{max}} recipients per send; you have {{count}}.',
    required: 'Add at least one recipient.',
    addressBook: 'From an address book',
    groupOption: '{{name}} ({{count}})',
    groupSource: 'Address book: {{name}}',
    groupLoading: 'Loading the address book',
    fileUnreadable: 'The file could not be read. Use a .txt or .csv file.',
  },
  ad: {
    label: 'This is an advertisement',
    help: "Advertising needs the '(광고)' mark and a free 080 opt-out number. Checking this adds them.",
    optOutNumber: '080 opt-out number',
    optOutHelp: 'The 080 number of the opt-out line.',
    night: 'Advertising cannot be sent from 21:00 to 08:00 the next day.',
  },
  when: {
    label: 'When',
    now: 'Send now',
    reserve: 'Reserve',
    at: 'Send at',
    help: 'Reserve from {{min}} minutes to {{days}} days ahead. You can edit or cancel until it starts.',
    outOfRange: 'Reservations are possible from {{min}} minutes to {{days}} days ahead.',
  },
  images: {
    label: 'MMS images',
    count: '{{count}} / {{max}}',
    help: 'Up to {{max}} JPG files, each at most {{kb}} KB and {{px}} px wide and high. With an image the message goes as MMS ({{price}} each).',
    add: 'Add image',
    full: 'All {{max}} images added',
    input: 'MMS image file (JPG)',
    thumbnail: 'Image {{index}}: {{name}}',
    remove: 'Remove image {{index}} ({{name}})',
    uploading: 'Uploading {{name}}',
    size: '{{width}}×{{height}} · {{kb}} KB',
    refused: '{{name}}: {{message}}',
    tooMany: 'You can add up to {{max}} images.',
    duplicate: 'This image is already added.',
    uploadFailed: 'The image could not be uploaded. Please try again shortly.',
    waitUpload: 'Uploading images. You can send once they are up.',
    problems: {
      EMPTY: 'An empty file cannot be uploaded.',
      TYPE: 'MMS images must be JPG files.',
      TOO_LARGE: 'Images can be up to {{max}} KB. (This one is {{kb}} KB)',
      UNREADABLE: 'This JPG cannot be read. Check that it is an ordinary, undamaged JPG.',
      DIMENSIONS: 'Images can be up to {{px}} px wide and high. (This one is {{width}} x {{height}} px)',
    },
  },
  progress: {
    accepting: 'Accepting your request. A large send takes a moment.',
    uploading: 'Uploading the request for {{count}} recipients… {{percent}}%',
    label: 'Send request progress',
  },
  result: {
    accepted: 'Send request #{{seq}} accepted for {{count}} recipients.',
    reserved: 'Reserved send #{{seq}} accepted: {{count}} recipients at {{at}}.',
    excluded: '{{duplicates}} duplicates are sent once.',
    viewResult: 'See the results',
    sendAnother: 'Send another',
  },
  counter: {
    bytes: '{{count}} / {{max}} bytes',
    bytesOfType: '{{count}} / {{max}} bytes · {{type}}',
    chars: '{{count}} / {{max}} characters',
    over: ' (over the limit)',
  },
  confirm: {
    cancel: 'Cancel',
  },
};

export const sendKitResources = { ko, en };
export const SEND_KIT_NS = 'sendKit';

/** useTranslation over the kit's own namespace, its texts added on first use. */
export function useSendKitTranslation() {
  const translation = useTranslation(SEND_KIT_NS);
  const { i18n } = translation;
  if (i18n && !i18n.hasResourceBundle('ko', SEND_KIT_NS)) {
    i18n.addResourceBundle('ko', SEND_KIT_NS, ko, true, false);
    i18n.addResourceBundle('en', SEND_KIT_NS, en, true, false);
  }
  return translation;
}
