import type { ServiceKey } from '../site-texts';
import { SERVICE_FACTS } from '../service-facts';

const { sms, sending, advertising: ad, kakao, rcs, billing } = SERVICE_FACTS;
const count = (value: number) => value.toLocaleString('ko-KR');

/** One service page: what it does, for whom, its rules, how to start (console services) or typical uses (partner services). */
export interface ServicePageText {
  title: string;
  description: string;
  lead: string;
  what: readonly { title: string; body: string }[];
  audience: readonly string[];
  /** Limits and rules (console services) or how the service is provided (partner services). */
  rules: readonly string[];
  /** Steps from sign-up to the first send; for partner services, the steps of an introduction. */
  steps: readonly string[];
  /** Typical uses (partner services). */
  uses?: readonly string[];
  /** Said under the prices (or in their place when the price table has none for the service). */
  priceNote: string;
}

const SIGN_UP = '회원가입하고 이메일과 휴대폰 인증을 마쳐요.';
const VERIFY_BUSINESS = '사업자등록증을 올려 사업자 인증을 받아요. 선불 잔액을 충전하거나 후불 이용을 신청해요.';
const ADVERTISING_RULE = `광고 메시지는 '${ad.prefix}'와 보내는 곳의 이름으로 시작하고 '${ad.optOutLabel} 080XXXXXXX' 같은 무료 수신거부 번호로 끝나야 해요. ${ad.nightStart}부터 다음 날 ${ad.nightEnd}까지는 광고 메시지를 보낼 수 없고, 080 수신거부 목록의 번호에는 보내지 않아요.`;
const PARTNER_RULES = [
  '메시지 콘솔에서 바로 신청하는 서비스가 아니에요. 도입 상담으로 요구사항을 들은 뒤 제휴 파트너와 함께 구축하고 제공해요.',
  '계약, 구축 일정, 운영 방식은 상담 후 서비스별 계약으로 정해요.',
  '메시지 콘솔의 문자·알림톡 발송과 함께 쓰는 구성도 상담해 드려요.',
];
const PARTNER_STEPS = [
  '도입 상담을 신청해요. 서비스와 예상 규모를 남겨 주세요.',
  '담당자가 연락해 요구사항과 현재 시스템을 확인해요.',
  '제휴 파트너와 함께 구성, 일정, 요금을 제안해 드려요.',
  '계약 후 구축과 시험 운영을 거쳐 오픈해요.',
];
const PARTNER_PRICE = '이 서비스의 요금은 표준 요금표에 없어요. 이용 규모와 구성에 맞춰 상담으로 안내해요.';

const labels = {
  servicesNav: '서비스 목록',
  whatTitle: '무엇을 하나요',
  audienceTitle: '이런 곳에 맞아요',
  rulesTitle: '제한과 규칙',
  partnerRulesTitle: '제공 방식',
  usesTitle: '이렇게 쓰여요',
  pricesTitle: '요금',
  priceType: '메시지 유형',
  price: '건당 요금 (부가세 별도)',
  priceWithVat: '부가세 포함',
  pricesEffective: '적용일',
  pricesCharged: `발송에 성공한 메시지만 과금해요. 부가세 ${billing.vatPercent}%는 별도예요.`,
  startTitle: '시작하는 방법',
  partnerStartTitle: '도입 절차',
  partnerBadge: '제휴 서비스 · 상담 후 제공',
  ctaTitle: '지금 시작해 보세요',
  ctaBody: '가입은 무료예요. 우리 회사에 맞는 구성이 궁금하면 도입 상담을 신청해 주세요.',
  partnerCtaTitle: '도입 상담으로 시작해요',
  partnerCtaBody: '서비스와 예상 규모를 남겨 주시면 담당자가 연락드려요.',
  signup: '무료로 가입하기',
  console: '콘솔로 가기',
  consult: '도입 상담 신청하기',
  apiDocs: 'API 문서 보기',
  won: (value: number) => `${value.toLocaleString('ko-KR')}원`,
};

/** The service pages' texts in one language. */
export interface ServicePagesTexts {
  labels: typeof labels;
  services: Record<ServiceKey, ServicePageText>;
}

/** Texts of the service pages in Korean. Every figure comes from SERVICE_FACTS (the server's constants). */
export const servicePagesKo: ServicePagesTexts = {
  labels,
  services: {
    sms: {
      title: '문자 메시지 (SMS·LMS·MMS)',
      description: `SMS ${sms.smsBytes}바이트, LMS·MMS ${count(sms.lmsBytes)}바이트까지. 인증번호부터 마케팅까지 모든 휴대폰에 닿는 문자를 콘솔과 API로 보내고, 성공한 만큼만 요금을 내요.`,
      lead: '인증번호, 주문·배송 알림, 마케팅까지. 휴대폰을 가진 모든 고객에게 닿는 가장 기본적인 채널이에요.',
      what: [
        {
          title: '유형 자동 선택',
          body: `본문이 ${sms.smsBytes}바이트(한글 ${sms.smsHangul}자) 이하이고 제목이 없으면 SMS, 더 길거나 제목이 있으면 LMS, 이미지가 있으면 MMS로 보내요. 보내기 전에 바이트 수와 유형을 화면에서 확인할 수 있어요.`,
        },
        {
          title: '대량·예약 발송',
          body: `한 번에 ${count(sms.recipientsPerRequest)}명까지 보내고, ${sending.reservationMinLeadMinutes}분 뒤부터 ${sending.reservationMaxAheadDays}일 뒤까지 예약할 수 있어요. #{이름} 같은 변수로 받는 사람마다 내용을 바꿔요.`,
        },
        {
          title: '결과와 이력',
          body: `건별 성공·실패와 실패 사유를 보여 주고, 발송 이력은 ${sending.historyRetentionMonths}개월 동안 보관해요.`,
        },
      ],
      audience: [
        '회원가입·로그인 인증번호를 보내는 서비스',
        '주문·배송·예약 안내를 보내는 쇼핑몰과 매장',
        '할인·이벤트 소식을 보내는 브랜드',
        '카카오톡을 쓰지 않는 고객에게도 닿아야 하는 기관',
      ],
      rules: [
        `SMS: 본문 ${sms.smsBytes}바이트(한글 ${sms.smsHangul}자)까지, 제목 없음.`,
        `LMS·MMS: 본문 ${count(sms.lmsBytes)}바이트(한글 ${count(sms.lmsHangul)}자), 제목 ${sms.subjectBytes}바이트까지.`,
        `MMS 이미지: JPG만, ${sms.mmsImages}장까지, 장당 ${sms.mmsImageKb}KB와 ${sms.mmsImageWidth} x ${sms.mmsImageHeight}px 이하.`,
        '이모지처럼 문자로 보낼 수 없는 글자는 발송 전에 알려 드려요.',
        `발신번호는 미리 등록하고 승인받은 번호만 쓸 수 있어요(발신번호 사전등록제). 등록할 때 ${sending.callbackDocumentMaxAgeMonths}개월 안에 발급된 통신서비스 이용증명원이 필요해요.`,
        ADVERTISING_RULE,
        `결과는 SMS ${sms.reportTimeoutSmsHours}시간, LMS·MMS ${sms.reportTimeoutLmsHours}시간까지 기다리고, 그때까지 오지 않으면 실패로 처리해 요금을 받지 않아요.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        '발신번호를 등록하고 승인을 받아요.',
        '콘솔의 문자 보내기 화면이나 API로 발송해요.',
      ],
      priceNote: '실패한 메시지는 과금하지 않아요.',
    },
    kakao: {
      title: '카카오 알림톡·브랜드 메시지',
      description: `주문·예약 안내는 알림톡으로, 마케팅은 브랜드 메시지로. 카카오톡으로 보내고 실패하면 문자로 대체 발송해요. 템플릿 ${count(kakao.contentMax)}자, 검수 ${kakao.reviewBusinessDays}영업일.`,
      lead: '카카오톡 채널 이름으로 정보성 알림톡과 광고성 브랜드 메시지를 보내요. 알림톡이 닿지 않으면 문자로 대체 발송해요.',
      what: [
        {
          title: '알림톡',
          body: '주문 확인, 배송, 예약, 결제 같은 정보성 메시지를 승인된 템플릿으로 보내요. 카카오톡 친구가 아니어도 받을 수 있어요.',
        },
        {
          title: '브랜드 메시지',
          body: '채널 친구나 마케팅 수신에 동의한 사용자에게 이미지, 와이드, 리스트, 캐러셀 형식의 광고 메시지를 보내요.',
        },
        {
          title: '문자 대체 발송',
          body: '알림톡이 실패하면 같은 내용을 SMS나 LMS로 다시 보내고, 결과에서 대체 발송과 그 결과를 따로 보여 줘요.',
        },
      ],
      audience: [
        '주문·배송·예약 안내를 많이 보내는 쇼핑몰과 플랫폼',
        '카카오톡 채널 친구에게 소식을 보내는 브랜드',
        '문자보다 낮은 비용으로 알림을 보내고 싶은 곳',
      ],
      rules: [
        `알림톡 템플릿: 내용 ${count(kakao.contentMax)}자(변수 포함)까지, 변수 #{이름} ${kakao.variablesMax}개까지, 버튼 ${kakao.buttonsMax}개(이름 ${kakao.buttonNameMax}자)까지.`,
        `템플릿은 카카오 검수에서 승인받아야 보낼 수 있어요. 검수는 보통 ${kakao.reviewBusinessDays}영업일 안에 끝나요.`,
        `알림톡 강조 이미지: ${kakao.templateImageWidth} x ${kakao.templateImageHeight}px(2:1), JPG·PNG, ${kakao.templateImageKb}KB 이하.`,
        `브랜드 메시지: 텍스트·이미지형 ${kakao.brandTextMax}자와 버튼 ${kakao.brandButtonsMax}개, 와이드형 ${kakao.brandWideTextMax}자, 리스트 ${kakao.brandItemsMin}~${kakao.brandItemsMax}개 항목, 캐러셀 ${kakao.brandCardsMin}~${kakao.brandCardsMax}장(장당 ${kakao.brandCardMessageMax}자). 텍스트·이미지형이 아니면 버튼은 ${kakao.brandOtherButtonsMax}개까지예요.`,
        `브랜드 메시지 이미지: JPG·PNG, ${kakao.brandImageMb}MB 이하, 가로 ${kakao.brandImageMinWidth}px 이상.`,
        `브랜드 메시지는 광고 규칙을 따르고, ${ad.brandNightStart}부터 다음 날 ${ad.brandNightEnd}까지는 보낼 수 없어요.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        '카카오톡 채널을 발신 프로필로 등록해요. 채널 관리자 휴대폰으로 받은 인증번호를 입력하면 바로 활성화돼요.',
        '템플릿을 등록해 카카오 검수를 요청하고, 승인되면 콘솔이나 API로 발송해요.',
      ],
      priceNote: '대체 발송된 문자는 실제로 보낸 유형의 요금이 따로 부과돼요.',
    },
    rcs: {
      title: 'RCS 메시지',
      description: `브랜드 이름과 로고, 버튼, 이미지 카드를 담은 RCS 문자. RCS SMS ${rcs.smsBodyMax}자, LMS·MMS ${count(rcs.lmsBodyMax)}자까지, 실패하면 문자로 대체 발송해요.`,
      lead: '문자 앱에서 브랜드 이름과 로고로 보이고, 버튼과 이미지 카드를 담을 수 있는 차세대 문자예요.',
      what: [
        {
          title: '브랜드로 발신',
          body: '검수를 마친 브랜드 이름과 로고가 메시지 위에 보여서 고객이 믿고 열어요.',
        },
        {
          title: '버튼과 이미지 카드',
          body: '웹 링크, 전화 걸기, 복사하기 버튼과 여러 장의 이미지 카드로 행동을 이끌어요.',
        },
        {
          title: '문자 대체 발송',
          body: 'RCS를 받을 수 없는 휴대폰에는 SMS나 LMS로 대체 발송해요.',
        },
      ],
      audience: [
        '문자 안에서 예약·결제 링크를 누르게 하고 싶은 곳',
        '스미싱으로 오해받지 않도록 브랜드를 보여 주고 싶은 금융·공공 기관',
        '이미지로 상품을 소개하는 브랜드',
      ],
      rules: [
        `RCS SMS: ${rcs.smsBodyMax}자, 버튼 ${rcs.smsButtonsMax}개. RCS LMS: ${count(rcs.lmsBodyMax)}자, 버튼 ${rcs.lmsButtonsMax}개. 템플릿 승인이 필요 없어요.`,
        `RCS MMS: ${count(rcs.mmsBodyMax)}자와 카드 ${rcs.cardsMax}장까지(카드당 이미지 ${rcs.imageMb}MB, 버튼 ${rcs.mmsButtonsPerCard}개).`,
        `템플릿: 텍스트형 ${rcs.textTemplateBodyMax}자, 이미지형 ${rcs.imageTemplateBodyMax}자. 템플릿은 검수 승인이 필요하고 보통 ${rcs.reviewBusinessDays}영업일이 걸려요.`,
        `브랜드(이름 ${rcs.brandNameMax}자까지)를 등록해 검수를 받아야 하고, 대화방은 승인된 유선번호나 대표번호에만 연결할 수 있어요. 010 휴대폰 번호는 쓸 수 없어요.`,
        ADVERTISING_RULE,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        '유선번호나 대표번호를 발신번호로 등록해 승인받아요.',
        'RCS 브랜드를 등록해 검수를 받고, 승인된 번호를 대화방으로 연결한 뒤 콘솔이나 API로 발송해요.',
      ],
      priceNote: '대체 발송된 문자는 실제로 보낸 유형의 요금이 따로 부과돼요.',
    },
    mo: {
      title: 'MO 수신 (양방향 문자)',
      description:
        '고객이 보낸 답장과 080 수신거부 요청을 등록된 대표번호로 받아 콘솔에서 확인해요. 수신거부 요청은 광고 발송 제외 목록에 바로 반영돼요.',
      lead: '고객의 답장을 놓치지 마세요. 등록된 대표번호로 들어온 문자를 팀별로 모아 보여 주고, 수신거부 요청은 바로 반영해요.',
      what: [
        {
          title: '답장 모아 보기',
          body: '대표번호로 들어온 문자를 보낸 번호, 내용, 어떤 발송에 대한 답장인지와 함께 보여 줘요.',
        },
        {
          title: '수신거부 자동 반영',
          body: '고객이 보낸 수신거부 요청은 팀의 080 수신거부 목록에 등록되어 다음 광고 메시지부터 제외돼요.',
        },
        {
          title: '검색과 내보내기',
          body: `번호, 내용, 받은 대표번호로 찾고, 최대 ${sending.historyMaxRangeDays}일 단위로 CSV 파일로 내려받아요.`,
        },
      ],
      audience: [
        '설문·예약 확인에 답장을 받는 곳',
        '광고 문자의 수신거부를 정확히 관리해야 하는 브랜드',
        '문자로 간단한 고객 응대를 하는 매장',
      ],
      rules: [
        '등록하고 승인받은 대표번호로 들어온 문자만 받아요.',
        `받은 문자는 ${sending.historyRetentionMonths}개월 동안 보관해요.`,
        '수신거부를 요청한 번호에는 광고 메시지를 보내지 않고, 결과에 수신거부로 표시해요.',
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        '답장을 받을 대표번호를 발신번호로 등록해 승인받아요.',
        '콘솔의 수신 메시지(MO) 화면에서 답장과 수신거부 요청을 확인해요.',
      ],
      priceNote: 'MO 수신 요금은 표준 요금표에 없어요. 대표번호와 수신량에 맞춰 상담으로 안내해요.',
    },
    solution: {
      title: '메시지 솔루션 (API 연동·기업용 콘솔)',
      description:
        '기업 시스템과 문자·RCS·알림톡 발송을 하나의 API로 연결하고, 여러 팀의 발송과 비용을 한 콘솔에서 관리해요. 후불 정산과 전자세금계산서를 지원해요.',
      lead: '우리 회사 시스템에서 바로 보내고, 팀별 권한과 한도, 정산까지 한 곳에서 관리하는 기업용 구성이에요.',
      what: [
        {
          title: '하나의 발송 API',
          body: '문자, RCS, 알림톡을 같은 방식으로 보내고, 결과는 조회하거나 콜백으로 받아요.',
        },
        {
          title: 'API 키와 접근 제어',
          body: 'API 키를 팀별로 발급하고 허용할 IP를 정해 안전하게 연동해요.',
        },
        {
          title: '팀 단위 관리와 정산',
          body: '팀별 발신번호, 템플릿, 주소록, 월 사용 한도를 나누고, 후불 월 청구서와 전자세금계산서로 정산해요.',
        },
      ],
      audience: [
        '주문·회원 시스템에서 알림을 자동으로 보내는 기업',
        '여러 부서나 브랜드가 메시지를 나눠 쓰는 회사',
        '기존 발송 시스템을 옮기려는 곳',
      ],
      rules: [
        `한 번의 요청으로 ${count(sms.recipientsPerRequest)}명까지 보낼 수 있어요.`,
        '각 채널의 길이, 이미지, 발신번호, 광고 규칙은 콘솔 발송과 똑같이 적용돼요.',
        `후불은 매월 1일에 지난달 이용 요금의 청구서가 발행되고 ${billing.invoiceDueDay}일까지 납부해요. 사업자 인증이 필요해요.`,
      ],
      steps: [
        SIGN_UP,
        VERIFY_BUSINESS,
        '콘솔의 설정에서 API 키를 발급하고 허용 IP를 등록해요.',
        'API 문서를 보고 연동한 뒤 발송해요. 구축형이나 전용 구성은 상담해 드려요.',
      ],
      priceNote: 'API로 보낸 메시지도 같은 요금이 적용돼요. 구축형·전용 구성의 요금은 상담으로 안내해요.',
    },
    italk: {
      title: 'i톡 (메시지 상담)',
      description:
        '메시지에서 상담원 채팅으로 이어지는 대화형 상담 서비스예요. 메시지 콘솔의 제휴 파트너가 도입 상담 후 구축해 제공해요.',
      lead: '고객이 받은 메시지에서 바로 상담원과 대화를 이어 가요. 제휴 파트너와 함께 상담 후 제공하는 서비스예요.',
      what: [
        { title: '메시지에서 상담으로', body: '알림 메시지의 링크나 버튼에서 상담 채팅을 바로 시작해요.' },
        { title: '상담원 채팅', body: '여러 상담원이 대화를 나눠 받고, 이전 상담 내용을 이어서 봐요.' },
      ],
      audience: ['전화 상담을 채팅으로 옮기고 싶은 고객센터', '주문·예약 문의가 많은 온라인 서비스'],
      uses: ['배송 지연 안내 후 바로 이어지는 문의 응대', '예약 변경·취소 상담', 'A/S 접수와 진행 안내'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    chatbot: {
      title: '챗봇',
      description:
        '자주 묻는 질문에 24시간 자동으로 답하고, 필요할 때 상담원에게 넘기는 챗봇이에요. 도입 상담 후 제휴 파트너와 함께 구축해 제공해요.',
      lead: '반복되는 질문은 챗봇이 24시간 답하고, 어려운 문의만 상담원에게 넘겨요. 제휴 파트너와 함께 상담 후 제공하는 서비스예요.',
      what: [
        { title: '자동 응답', body: '자주 묻는 질문과 시나리오에 맞춰 즉시 답해요.' },
        { title: '상담원 연결', body: '챗봇이 답하기 어려운 문의는 대화 내용과 함께 상담원에게 넘겨요.' },
      ],
      audience: ['같은 문의가 반복되는 고객센터', '야간·주말에도 응대가 필요한 서비스'],
      uses: ['영업시간·위치·요금 안내', '주문·배송 조회', '회원 정보 변경 절차 안내'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    chatist: {
      title: '채티스트 (채팅 상담 센터)',
      description:
        '채팅 상담 센터의 상담 배분, 이력, 상담원 관리와 통계를 한곳에서 운영하는 솔루션이에요. 도입 상담 후 제휴 파트너와 함께 제공해요.',
      lead: '채팅 상담 센터를 운영하는 데 필요한 배분, 이력, 통계를 한곳에 모았어요. 제휴 파트너와 함께 상담 후 제공하는 서비스예요.',
      what: [
        { title: '상담 배분', body: '들어온 채팅을 상담원의 업무량과 담당 분야에 맞춰 나눠요.' },
        { title: '이력과 통계', body: '고객별 상담 이력, 응답 시간, 처리량을 보고 운영을 개선해요.' },
      ],
      audience: ['여러 상담원이 채팅으로 응대하는 고객센터', '카카오톡 상담과 웹 채팅을 함께 운영하는 곳'],
      uses: ['카카오톡 상담톡 응대', '웹·앱 채팅 상담', '상담 품질 관리와 운영 보고'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
    nuguBizcall: {
      title: 'NUGU 비즈콜 (AI 전화 응대)',
      description:
        '인공지능 음성이 전화 주문과 예약을 받고, 결과를 문자로 안내하는 전화 응대 서비스예요. 도입 상담 후 제휴 파트너와 함께 제공해요.',
      lead: '바쁜 시간에도 전화를 놓치지 않도록 인공지능 음성이 주문과 예약을 받아요. 제휴 파트너와 함께 상담 후 제공하는 서비스예요.',
      what: [
        { title: 'AI 음성 응대', body: '고객의 말을 알아듣고 주문·예약·문의를 받아 정리해요.' },
        { title: '문자 안내', body: '접수 결과나 예약 확인을 통화가 끝난 뒤 문자로 보내요.' },
      ],
      audience: ['전화 주문이 몰리는 음식점과 매장', '예약 전화가 많은 병원·미용실'],
      uses: ['전화 주문 접수', '예약 접수와 변경', '영업시간·위치 안내'],
      rules: PARTNER_RULES,
      steps: PARTNER_STEPS,
      priceNote: PARTNER_PRICE,
    },
  },
};
