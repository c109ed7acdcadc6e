import type { Role } from '@console/contracts/session';

export interface DemoBusiness {
  name: string;
  registrationNumber: string;
  type: 'NORMAL' | 'VALUE_ADDED_PROVIDER';
  /** Days before the seed when the business was verified; null = not verified. */
  verifiedDaysAgo: number | null;
  providerApprove: 'Y' | 'N' | null;
  /** How it pays (DOMAIN.md "Billing"): postpaid needs a verified business. */
  payment: 'PREPAID' | 'POSTPAID';
  users: { loginId: string; name: string; role: Role; mobile: string; twoStepLogin?: boolean }[];
  /** Teams in creation order; members by login id. */
  teams: { name: string; description: string; status: 'ACTIVE' | 'REG'; members: string[] }[];
}

// Registration numbers carry a valid check digit. Team seqs 1..6 follow from this order.
export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    name: '(주)한빛커머스',
    registrationNumber: '2208112341',
    type: 'NORMAL',
    verifiedDaysAgo: 1,
    providerApprove: null,
    payment: 'POSTPAID',
    users: [
      { loginId: 'hanbit_master', name: '김한빛', role: 'ROLE_MASTER', mobile: '01023456789' },
      { loginId: 'hanbit_manager', name: '이매니', role: 'ROLE_MANAGER', mobile: '01034567890' },
      { loginId: 'hanbit_user', name: '박사용', role: 'ROLE_USER', mobile: '01045678901' },
      { loginId: 'hanbit_secure', name: '최보안', role: 'ROLE_MANAGER', mobile: '01012345678', twoStepLogin: true },
    ],
    teams: [
      {
        name: '마케팅팀',
        description: '프로모션 문자와 알림톡을 보내요.',
        status: 'ACTIVE',
        members: ['hanbit_master', 'hanbit_manager', 'hanbit_user', 'hanbit_secure'],
      },
      {
        name: '고객지원팀',
        description: '주문·배송 안내와 상담 알림을 보내요.',
        status: 'ACTIVE',
        members: ['hanbit_master', 'hanbit_manager'],
      },
      {
        name: '신규사업팀',
        description: '새로 만든 팀이에요. 준비가 끝나면 사용할 수 있어요.',
        status: 'REG',
        members: ['hanbit_master'],
      },
    ],
  },
  {
    name: '(주)새싹상점',
    registrationNumber: '1058612348',
    type: 'NORMAL',
    verifiedDaysAgo: null,
    providerApprove: null,
    payment: 'PREPAID',
    users: [{ loginId: 'saessak_master', name: '정새싹', role: 'ROLE_MASTER', mobile: '01056789012' }],
    teams: [{ name: '기본팀', description: '기본 팀 스페이스예요.', status: 'ACTIVE', members: ['saessak_master'] }],
  },
  {
    name: '(주)링크콜',
    registrationNumber: '2148734565',
    type: 'VALUE_ADDED_PROVIDER',
    verifiedDaysAgo: 30,
    providerApprove: 'N',
    payment: 'PREPAID',
    users: [{ loginId: 'linkcall_master', name: '한링크', role: 'ROLE_MASTER', mobile: '01067890123' }],
    teams: [{ name: '기본팀', description: '기본 팀 스페이스예요.', status: 'ACTIVE', members: ['linkcall_master'] }],
  },
  {
    name: '(주)안녕물산',
    registrationNumber: '1208856785',
    type: 'NORMAL',
    verifiedDaysAgo: 400,
    providerApprove: null,
    payment: 'POSTPAID',
    users: [{ loginId: 'bye_master', name: '오안녕', role: 'ROLE_MASTER_DWT', mobile: '01078901234' }],
    teams: [{ name: '기본팀', description: '기본 팀 스페이스예요.', status: 'ACTIVE', members: ['bye_master'] }],
  },
  {
    name: '(주)다온마켓',
    registrationNumber: '1018212348',
    type: 'NORMAL',
    verifiedDaysAgo: 60,
    providerApprove: null,
    payment: 'PREPAID',
    users: [{ loginId: 'daon_master', name: '윤다온', role: 'ROLE_MASTER', mobile: '01089012345' }],
    teams: [
      { name: '기본팀', description: '선불 잔액으로 보내는 팀이에요.', status: 'ACTIVE', members: ['daon_master'] },
    ],
  },
];

/** Sender numbers per team seq: [number, label, status, reject reason, days ago]. */
export const DEMO_CALLBACK_NUMBERS: Record<
  number,
  [string, string, 'APPROVED' | 'PENDING' | 'REJECTED', string | null, number][]
> = {
  1: [
    ['15881234', '고객센터 대표번호', 'APPROVED', null, 80],
    ['0212345678', '본사 대표전화', 'APPROVED', null, 75],
    ['01023456789', '마케팅 담당 휴대폰', 'APPROVED', null, 60],
    ['0312345678', '경기 물류센터', 'APPROVED', null, 45],
    [
      '01055551234',
      '이벤트 담당 휴대폰',
      'REJECTED',
      '통신서비스 이용증명원의 명의가 사업자 정보와 일치하지 않아요.',
      30,
    ],
    [
      '16001234',
      '주문 문의',
      'REJECTED',
      '통신서비스 이용증명원의 발급일이 3개월을 넘었어요. 최근 3개월 안에 발급한 서류를 올려 주세요.',
      20,
    ],
    ['0234567890', '마케팅팀 직통', 'PENDING', null, 2],
    ['01098765432', '신규 캠페인 담당', 'PENDING', null, 1],
  ],
  2: [
    ['15889876', '고객지원 대표번호', 'APPROVED', null, 70],
    ['0298765432', '상담실', 'APPROVED', null, 50],
    ['01034567890', '상담 매니저 휴대폰', 'PENDING', null, 3],
  ],
  7: [['16447000', '다온마켓 고객센터', 'APPROVED', null, 55]],
};

/** Kakao sender profiles of team 1: [channel id, name, category code (kakao-categories.ts), status, days ago]. */
export const DEMO_SENDER_PROFILES: [string, string, string, 'ACTIVE' | 'DORMANT' | 'BLOCKED', number][] = [
  ['@hanbitcommerce', '한빛커머스', '00100010001', 'ACTIVE', 70],
  ['@hanbit_event', '한빛커머스 이벤트', '00100010001', 'DORMANT', 200],
  ['@hanbit_cs', '한빛 고객센터', '00200010001', 'BLOCKED', 120],
];
