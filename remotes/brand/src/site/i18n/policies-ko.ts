import { POLICIES_CURRENT_VERSION, POLICIES_FIRST_VERSION, type PolicyKey } from '../policy-versions';
import { SERVICE_FACTS } from '../service-facts';
import { siteTextsKo } from './site-texts-ko';

const { sending, advertising: ad, billing, privacy } = SERVICE_FACTS;
const count = (value: number) => value.toLocaleString('ko-KR');

/** One section of a policy: a heading with paragraphs, a numbered list and/or a table. */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  table?: { head: readonly string[]; rows: readonly (readonly string[])[] };
}

/** One version of a policy: what changed and its text. */
export interface PolicyVersionText {
  changes: string;
  sections: readonly PolicySection[];
}

export interface PolicyDocument {
  title: string;
  description: string;
  intro: string;
  /** By effective date (POLICY_VERSIONS). */
  versions: Readonly<Record<string, PolicyVersionText>>;
}

const labels = {
  effectiveDate: '시행일',
  versionSelect: '버전 선택',
  show: '보기',
  current: '현재 버전',
  history: '변경 이력',
  historyDate: '시행일',
  historyChanges: '주요 변경 내용',
  historyLink: '문서',
  viewVersion: '이 버전 보기',
  viewing: '보고 있는 버전',
  olderNotice: (current: string) => `이전 버전의 문서를 보고 있어요. 현재 버전은 ${current}부터 시행 중이에요.`,
  currentLink: '현재 버전 보기',
  /** Korean is the original: no translation notice. */
  courtesy: null as string | null,
};

export interface PolicyTexts {
  labels: typeof labels;
  documents: Record<PolicyKey, PolicyDocument>;
}

// ---------------------------------------------------------------- terms of use

const TOU_PURPOSE: PolicySection = {
  heading: '제1조 (목적)',
  paragraphs: [
    '이 약관은 (주)콘솔메시징(이하 "회사")이 제공하는 메시지 콘솔 및 관련 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 회원의 권리·의무 및 책임 사항을 정하는 것을 목적으로 해요.',
  ],
};

const TOU_DEFINITIONS: PolicySection = {
  heading: '제2조 (정의)',
  items: [
    '"회원"이란 이 약관에 동의하고 회사와 이용계약을 맺어 서비스를 이용하는 개인 또는 사업자를 말해요.',
    '"메시지"란 회원이 서비스를 통해 수신자에게 보내는 문자(SMS·LMS·MMS), RCS, 카카오 알림톡·브랜드 메시지 등을 말해요.',
    '"발신번호"란 회원이 메시지를 보낼 때 수신자에게 표시되는 번호로, 회사에 등록하고 승인받은 번호를 말해요.',
    '"광고성 정보"란 영리 목적으로 재화나 서비스를 홍보하는 내용의 메시지를 말해요.',
    '"선불"이란 미리 충전한 잔액에서 이용 요금이 차감되는 방식을, "후불"이란 한 달 이용 요금을 다음 달에 청구해 납부하는 방식을 말해요.',
  ],
};

const TOU_EFFECT: PolicySection = {
  heading: '제3조 (약관의 효력과 변경)',
  items: [
    '이 약관은 서비스 화면에 게시하거나 그 밖의 방법으로 알리면 효력이 생겨요.',
    '회사는 관련 법령을 위반하지 않는 범위에서 약관을 변경할 수 있고, 변경 내용과 시행일을 시행 7일 전(회원에게 불리한 변경은 30일 전)부터 공지하고 이메일로 알려요.',
    '회원이 변경된 약관에 동의하지 않으면 이용계약을 해지할 수 있어요. 시행일까지 거부 의사를 밝히지 않고 서비스를 계속 이용하면 변경에 동의한 것으로 봐요.',
  ],
};

const TOU_CONTRACT: PolicySection = {
  heading: '제4조 (이용계약의 성립)',
  items: [
    '이용계약은 가입 신청자가 약관에 동의하고 본인 확인과 이메일 인증을 마친 뒤 회사가 승낙하면 성립해요.',
    '메시지 발송, 후불 이용 등 일부 서비스는 사업자 인증을 마쳐야 이용할 수 있어요.',
    '회사는 타인의 명의를 쓰거나 허위 정보를 적은 신청, 불법 스팸 전송 이력이 있는 신청을 승낙하지 않거나 사후에 해지할 수 있어요.',
  ],
};

const touService = (channels: string): PolicySection => ({
  heading: '제5조 (서비스의 내용)',
  items: [
    `회사는 ${channels} 발송, 발송 결과와 이력 조회, 주소록, 발신번호 관리, 발송 API 등 메시지 서비스를 제공해요.`,
    `발송 이력은 발송일부터 ${sending.historyRetentionMonths}개월 동안 조회할 수 있어요.`,
    '회사는 설비 점검, 통신사·카카오 등 연동 사업자의 장애처럼 부득이한 경우 서비스를 일시 중단할 수 있고, 미리 공지사항으로 알려요. 긴급한 경우에는 사후에 알려요.',
  ],
});

const TOU_MEMBER_DUTIES: PolicySection = {
  heading: '제6조 (회원의 의무)',
  items: [
    '회원은 계정과 API 키를 안전하게 관리하고, 제3자가 쓰게 해서는 안 돼요.',
    `회원은 사전에 등록하고 승인받은 발신번호로만 메시지를 보내야 하고, 발신번호를 변작하거나 타인의 번호를 허락 없이 써서는 안 돼요(전기통신사업법). 발신번호 등록에는 ${sending.callbackDocumentMaxAgeMonths}개월 안에 발급된 통신서비스 이용증명원이 필요해요.`,
    '회원은 수신자의 개인정보를 관련 법령에 따라 적법하게 수집하고 이용해야 해요.',
    '회원은 불법 도박, 불법 대출, 음란물, 스미싱 등 법령이 금지하는 내용의 메시지를 보내서는 안 돼요.',
  ],
};

const TOU_ADVERTISING: PolicySection = {
  heading: '제7조 (광고성 정보 전송 시 의무)',
  paragraphs: [
    '회원이 광고성 정보를 보낼 때에는 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조를 지켜야 해요.',
  ],
  items: [
    '수신자의 명시적인 사전 수신 동의를 받아야 해요. 수신자가 거부하거나 동의를 철회하면 보내서는 안 돼요.',
    `메시지 첫머리에 '${ad.prefix}' 표기와 보내는 곳의 이름을, 끝에 '${ad.optOutLabel} 080XXXXXXX'처럼 무료로 수신을 거부할 수 있는 방법을 밝혀야 해요.`,
    `${ad.nightStart}부터 다음 날 ${ad.nightEnd}까지는 별도의 동의 없이 광고성 정보를 보낼 수 없어요. 카카오 브랜드 메시지는 ${ad.brandNightStart}부터 다음 날 ${ad.brandNightEnd}까지 보낼 수 없어요.`,
    '회사는 광고 표기가 없거나 금지 시간에 예약된 광고 메시지의 접수를 거절하고, 080 수신거부 목록에 있는 번호에는 광고 메시지를 보내지 않아요.',
    '회원이 이 조를 어겨 생긴 과태료와 손해에 대한 책임은 회원에게 있어요.',
  ],
};

const touFees = (paymentItems: readonly string[]): PolicySection => ({
  heading: '제8조 (이용 요금과 정산)',
  items: [
    `메시지 요금은 요금표에 따른 건당 요금이며 부가가치세(${billing.vatPercent}%)는 별도예요. 요금표는 홈페이지와 콘솔에 게시해요.`,
    '발송에 성공한 메시지만 과금하고, 실패한 메시지는 과금하지 않아요. 대체 발송된 메시지는 실제로 보낸 유형의 요금이 부과돼요.',
    ...paymentItems,
  ],
});

const TOU_REFUND: PolicySection = {
  heading: '제9조 (환불)',
  items: [
    '선불 잔액 중 사용하지 않은 금액은 회원이 요청하면 환불해요. 다만 이벤트 등으로 무상 지급한 금액은 환불하지 않아요.',
    '발송 요청 후 실패한 메시지를 위해 잡아 둔 금액은 결과가 확정되면 잔액으로 돌려드려요.',
    '회사의 귀책사유로 서비스를 이용하지 못한 경우 해당 요금을 돌려드리거나 다음 청구에서 빼 드려요.',
    '환불은 요청일부터 영업일 기준 7일 안에 회원 명의의 계좌로 처리해요.',
  ],
};

const TOU_RESTRICTION: PolicySection = {
  heading: '제10조 (이용 제한과 계약 해지)',
  items: [
    '회사는 회원이 불법 스팸을 보내거나 발신번호를 변작하는 등 법령이나 이 약관을 어기면 사전 통지 후 서비스 이용을 제한할 수 있어요. 긴급한 경우에는 먼저 제한하고 알려요.',
    '회원은 언제든지 콘솔에서 탈퇴를 신청할 수 있어요. 미납 요금이 있으면 정산 후 해지돼요.',
  ],
};

const TOU_LIABILITY: PolicySection = {
  heading: '제11조 (책임의 제한)',
  items: [
    '회사는 천재지변, 통신사·카카오 등 연동 사업자의 장애, 수신자 단말기의 상태처럼 회사가 통제할 수 없는 사유로 메시지가 전달되지 않은 경우 책임을 지지 않아요. 이 경우에도 실패한 메시지는 과금하지 않아요.',
    '회사는 회원이 보낸 메시지 내용과, 회원이 법령을 어겨 생긴 분쟁에 대해 책임을 지지 않아요.',
    '회사의 고의 또는 중대한 과실로 손해가 생긴 경우의 책임은 관련 법령에 따라요.',
  ],
};

const TOU_DISPUTES: PolicySection = {
  heading: '제12조 (분쟁 해결과 관할 법원)',
  items: [
    '회사와 회원은 분쟁이 생기면 먼저 성실히 협의해 해결해요. 회원은 고객센터나 1:1 문의로 이의를 제기할 수 있어요.',
    '협의로 해결되지 않는 소송은 민사소송법에 따른 관할 법원에 제기하고, 대한민국 법을 적용해요.',
  ],
};

const TOU_ADDENDUM = (date: string): PolicySection => ({
  heading: '부칙',
  paragraphs: [`이 약관은 ${date.replaceAll('-', '.')}부터 시행해요.`],
});

const TOU_PREPAID_ONLY = [
  `요금은 선불로 결제해요. 신용카드, 가상계좌, 계좌이체로 ${count(billing.minTopUpKrw)}원부터 충전할 수 있고, 메시지가 발송될 때 잔액에서 차감돼요.`,
  '월 거래 규모가 큰 사업자는 별도 계약으로 후불 이용을 신청할 수 있어요.',
];

const TOU_PREPAID_AND_POSTPAID = [
  `선불: 신용카드, 가상계좌, 계좌이체로 ${count(billing.minTopUpKrw)}원부터 충전하고, 메시지가 발송될 때 잔액에서 차감돼요. 잔액이 정한 금액 아래로 떨어지면 자동 충전하도록 설정할 수 있어요.`,
  `후불: 사업자 인증을 마친 회원이 신청할 수 있어요. 매월 1일에 지난달 이용 요금의 청구서와 전자세금계산서를 발행하고, 회원은 ${billing.invoiceDueDay}일까지 CMS 자동이체나 계좌이체로 납부해요.`,
  '납부 기한까지 요금을 내지 않으면 회사는 알린 뒤 발송을 제한할 수 있어요.',
];

// ---------------------------------------------------------------- privacy policy

const PRIVACY_PURPOSES = (extra: readonly string[]): PolicySection => ({
  heading: '1. 개인정보의 처리 목적',
  paragraphs: ['회사는 다음 목적을 위해 개인정보를 처리하고, 목적이 바뀌면 법령에 따라 별도의 동의를 받아요.'],
  items: [
    '회원 가입과 관리: 본인 확인, 가입 의사 확인, 부정 이용 방지, 고지와 알림',
    '서비스 제공: 메시지 발송과 결과 제공, 발신번호·발신 프로필 심사, 사업자 인증',
    '요금 정산: 요금 결제와 환불, 청구서와 세금계산서 발행',
    '고객 지원: 1:1 문의 답변, 공지 전달, 분쟁 처리',
    ...extra,
  ],
});

const PRIVACY_ITEMS = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '2. 처리하는 개인정보 항목',
  table: {
    head: ['구분', '항목', '수집 방법'],
    rows: [
      [
        '회원 가입',
        '이름, 아이디, 비밀번호, 이메일, 휴대폰 번호, 본인확인 결과(CI·DI, 생년월일, 성별)',
        '가입 화면, 본인확인 기관',
      ],
      ['사업자 인증', '상호, 사업자등록번호, 대표자 이름, 사업장 주소, 사업자등록증 사본', '콘솔 화면'],
      [
        '메시지 발송',
        '수신자 전화번호, 메시지 내용, 주소록에 회원이 입력한 정보, 발신번호와 이용증명원',
        '콘솔 화면, API',
      ],
      ['요금 결제', '카드사·카드번호 일부, 결제 승인 정보, 환불 계좌', '결제 화면, 결제대행사'],
      ...rows,
      ['자동 수집', '접속 IP, 접속 일시, 서비스 이용 기록, 쿠키', '서비스 이용 과정'],
    ],
  },
});

const PRIVACY_RETENTION = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '3. 개인정보의 보유 및 이용 기간',
  paragraphs: ['회사는 처리 목적을 달성하면 개인정보를 지체 없이 파기해요. 다만 다음 정보는 정한 기간 동안 보관해요.'],
  table: {
    head: ['정보', '보유 기간', '근거'],
    rows: [
      ['회원 정보', '회원 탈퇴 시까지', '이용계약'],
      ['메시지 발송 이력(수신번호, 내용, 결과)', `발송일부터 ${sending.historyRetentionMonths}개월`, '이용계약'],
      ['계약 또는 청약철회, 대금결제와 재화 공급에 관한 기록', '5년', '전자상거래 등에서의 소비자보호에 관한 법률'],
      ['소비자 불만 또는 분쟁처리 기록, 1:1 문의', '3년', '전자상거래 등에서의 소비자보호에 관한 법률'],
      ['세금계산서 등 거래 증빙', '5년', '국세기본법, 부가가치세법'],
      ...rows,
      ['접속 기록(로그)', '3개월', '통신비밀보호법'],
    ],
  },
});

const PRIVACY_THIRD_PARTIES: PolicySection = {
  heading: '4. 개인정보의 제3자 제공',
  paragraphs: [
    '회사는 정보주체의 동의나 법률의 특별한 규정이 있는 경우에만 개인정보를 제3자에게 제공해요.',
    '회원이 카카오 알림톡·브랜드 메시지 발송을 요청하면, 메시지 전달을 위해 (주)카카오에 수신자 전화번호와 메시지 내용을 제공해요. (주)카카오는 전달 목적으로만 쓰고 자체 정책에 따라 파기해요.',
    '수사기관이 법령에 정한 절차에 따라 요청하는 경우에는 필요한 범위에서 제공할 수 있어요.',
  ],
};

const PRIVACY_ENTRUSTED = (rows: readonly (readonly string[])[]): PolicySection => ({
  heading: '5. 개인정보 처리의 위탁',
  paragraphs: [
    '회사는 서비스 제공을 위해 다음과 같이 개인정보 처리를 위탁하고, 수탁자가 개인정보를 안전하게 처리하도록 계약서에 정하고 관리·감독해요.',
  ],
  table: {
    head: ['수탁자', '위탁 업무'],
    rows: [
      [
        'SK텔레콤(주), (주)케이티, (주)엘지유플러스 및 문자 중계사업자',
        '문자(SMS·LMS·MMS)와 RCS 메시지의 통신망 전송과 결과 수신',
      ],
      ['한국모바일인증(주)', '휴대폰 본인확인'],
      ['전자결제대행사(PG)', '신용카드 결제, 가상계좌 발급과 환불'],
      ['클라우드 호스팅 사업자(국내 리전)', '서비스 운영을 위한 서버와 데이터 보관'],
      ...rows,
    ],
  },
});

const PRIVACY_DESTRUCTION: PolicySection = {
  heading: '6. 개인정보의 파기 절차 및 방법',
  items: [
    '보유 기간이 지나거나 처리 목적이 달성된 개인정보는 5일 안에 파기해요. 법령에 따라 보관해야 하는 정보는 다른 정보와 분리해 보관해요.',
    '전자 파일은 복구할 수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각해요.',
  ],
};

const PRIVACY_RIGHTS: PolicySection = {
  heading: '7. 정보주체의 권리·의무 및 행사 방법',
  items: [
    '정보주체는 언제든지 개인정보의 열람, 정정·삭제, 처리 정지, 동의 철회를 요구할 수 있어요.',
    '콘솔의 내 정보 화면에서 직접 확인하고 고치거나, 1:1 문의, 이메일, 서면으로 요청할 수 있어요. 회사는 10일 안에 조치하고 결과를 알려요.',
    '법정대리인이나 위임을 받은 사람을 통해서도 요청할 수 있어요. 이때는 위임장을 함께 내야 해요.',
    '메시지 수신자는 메시지를 보낸 회원에게, 또는 메시지에 적힌 080 무료 수신거부 번호로 수신 거부를 요청할 수 있어요.',
  ],
};

const PRIVACY_SECURITY: PolicySection = {
  heading: '8. 개인정보의 안전성 확보 조치',
  items: [
    '관리적 조치: 내부관리계획 수립, 개인정보 취급자 최소화와 정기 교육',
    '기술적 조치: 비밀번호 일방향 암호화, 전송 구간 암호화(TLS), 접근 권한 관리와 접근 통제, 접속 기록 보관과 점검, 보안 업데이트',
    '물리적 조치: 데이터센터와 자료 보관 장소의 출입 통제',
  ],
};

const PRIVACY_COOKIES: PolicySection = {
  heading: '9. 쿠키의 설치·운영 및 거부',
  items: [
    '회사는 로그인 상태를 유지하기 위해 세션 쿠키를 쓰고, 광고나 행태 분석을 위한 쿠키는 쓰지 않아요.',
    '브라우저 설정에서 쿠키 저장을 거부할 수 있어요. 다만 거부하면 로그인이 필요한 서비스를 이용할 수 없어요.',
  ],
};

const PRIVACY_OFFICER: PolicySection = {
  heading: '10. 개인정보 보호책임자',
  paragraphs: [
    '개인정보 보호책임자: 정보보호팀장 한지우 (privacy@console.example.kr)',
    `개인정보 관련 문의, 불만, 피해 구제는 보호책임자나 고객센터로 연락해 주세요. ${siteTextsKo.footer.contact}`,
    '개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(privacy.kisa.or.kr, 국번 없이 118), 개인정보분쟁조정위원회(www.kopico.go.kr, 1833-6972)에도 할 수 있어요.',
  ],
};

const PRIVACY_HISTORY_NOTE: PolicySection = {
  heading: '11. 개인정보 처리방침의 변경',
  paragraphs: [
    '이 처리방침을 바꾸면 시행 7일 전부터 공지사항으로 알려요. 아래 변경 이력에서 이전 버전을 볼 수 있어요.',
  ],
};

const SALES_INQUIRY_ITEMS = ['도입 상담·제휴 문의', '회사명, 담당자 이름, 전화번호, 이메일, 문의 내용', '문의 화면'];
const SALES_INQUIRY_RETENTION = [
  '도입 상담·제휴 문의',
  `접수일부터 ${privacy.salesInquiryRetentionYears}년`,
  '정보주체의 동의',
];
const CMS_ITEMS = [
  'CMS 자동이체',
  '은행, 계좌번호, 예금주, 예금주 생년월일 또는 사업자등록번호, 연락처, 출금이체 동의 기록',
  '콘솔 화면',
];
const CMS_RETENTION = ['CMS 출금이체 동의 기록', '5년', '전자금융거래법'];
const CMS_ENTRUSTED = ['금융결제원', 'CMS 자동이체 출금과 계좌 확인'];
const MAIL_ENTRUSTED = ['이메일 발송 대행사', '가입 인증, 청구서, 문의 답변 메일 발송'];

/** The terms of use and the privacy policy in Korean (the original; the English text is a courtesy translation). */
export const policiesKo: PolicyTexts = {
  labels,
  documents: {
    tou: {
      title: '이용약관',
      description:
        '메시지 콘솔 서비스의 이용 조건, 광고성 정보 전송 의무, 요금과 환불, 책임의 제한을 정한 이용약관이에요.',
      intro: '메시지 콘솔을 이용해 주셔서 감사해요. 서비스를 이용하기 전에 이 약관을 꼭 읽어 주세요.',
      versions: {
        [POLICIES_CURRENT_VERSION]: {
          changes: 'RCS와 카카오 브랜드 메시지 추가, 후불(CMS 자동이체) 정산과 납부 기한, 광고 메시지 금지 시간 명시',
          sections: [
            TOU_PURPOSE,
            TOU_DEFINITIONS,
            TOU_EFFECT,
            TOU_CONTRACT,
            touService('문자(SMS·LMS·MMS), RCS, 카카오 알림톡·브랜드 메시지'),
            TOU_MEMBER_DUTIES,
            TOU_ADVERTISING,
            touFees(TOU_PREPAID_AND_POSTPAID),
            TOU_REFUND,
            TOU_RESTRICTION,
            TOU_LIABILITY,
            TOU_DISPUTES,
            TOU_ADDENDUM(POLICIES_CURRENT_VERSION),
          ],
        },
        [POLICIES_FIRST_VERSION]: {
          changes: '최초 제정',
          sections: [
            TOU_PURPOSE,
            TOU_DEFINITIONS,
            TOU_EFFECT,
            TOU_CONTRACT,
            touService('문자(SMS·LMS·MMS), 카카오 알림톡'),
            TOU_MEMBER_DUTIES,
            TOU_ADVERTISING,
            touFees(TOU_PREPAID_ONLY),
            TOU_REFUND,
            TOU_RESTRICTION,
            TOU_LIABILITY,
            TOU_DISPUTES,
            TOU_ADDENDUM(POLICIES_FIRST_VERSION),
          ],
        },
      },
    },
    privacyPolicy: {
      title: '개인정보 처리방침',
      description:
        '메시지 콘솔이 처리하는 개인정보의 항목, 목적, 보유 기간, 위탁과 제3자 제공, 정보주체의 권리와 보호책임자를 안내해요.',
      intro:
        '(주)콘솔메시징(이하 "회사")은 「개인정보 보호법」에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보 처리방침을 두고 있어요.',
      versions: {
        [POLICIES_CURRENT_VERSION]: {
          changes: '도입 상담·제휴 문의와 CMS 자동이체 항목 추가, 수탁자(금융결제원, 이메일 발송 대행사) 추가',
          sections: [
            PRIVACY_PURPOSES(['도입 상담·제휴 문의: 문의 확인과 답변, 상담 진행']),
            PRIVACY_ITEMS([SALES_INQUIRY_ITEMS, CMS_ITEMS]),
            PRIVACY_RETENTION([SALES_INQUIRY_RETENTION, CMS_RETENTION]),
            PRIVACY_THIRD_PARTIES,
            PRIVACY_ENTRUSTED([CMS_ENTRUSTED, MAIL_ENTRUSTED]),
            PRIVACY_DESTRUCTION,
            PRIVACY_RIGHTS,
            PRIVACY_SECURITY,
            PRIVACY_COOKIES,
            PRIVACY_OFFICER,
            PRIVACY_HISTORY_NOTE,
          ],
        },
        [POLICIES_FIRST_VERSION]: {
          changes: '최초 제정',
          sections: [
            PRIVACY_PURPOSES([]),
            PRIVACY_ITEMS([]),
            PRIVACY_RETENTION([]),
            PRIVACY_THIRD_PARTIES,
            PRIVACY_ENTRUSTED([]),
            PRIVACY_DESTRUCTION,
            PRIVACY_RIGHTS,
            PRIVACY_SECURITY,
            PRIVACY_COOKIES,
            PRIVACY_OFFICER,
            PRIVACY_HISTORY_NOTE,
          ],
        },
      },
    },
  },
};
