/** The password of every demo account; the seed runs only on an empty database. */
export const DEMO_PASSWORD = 'Console123!';

export interface DemoLogin {
  id: string;
  password: string;
  /** Korean, for the start script's banner. */
  description: string;
}

/** The demo accounts the seed creates, for the start script to print. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { id: 'hanbit_master', password: DEMO_PASSWORD, description: '(주)한빛커머스 마스터 · 인증된 사업자 · 팀 3개' },
  { id: 'hanbit_manager', password: DEMO_PASSWORD, description: '(주)한빛커머스 매니저 · 마케팅팀, 고객지원팀' },
  {
    id: 'hanbit_user',
    password: DEMO_PASSWORD,
    description: '(주)한빛커머스 사용자 · 마케팅팀 (발신 프로필 메뉴 권한 없음)',
  },
  {
    id: 'hanbit_secure',
    password: DEMO_PASSWORD,
    description: '(주)한빛커머스 매니저 · 2단계 로그인 (보안코드는 /dev/outbox.html)',
  },
  { id: 'saessak_master', password: DEMO_PASSWORD, description: '(주)새싹상점 마스터 · 사업자 인증 전' },
  { id: 'linkcall_master', password: DEMO_PASSWORD, description: '(주)링크콜 마스터 · 부가통신사업자, 계약 승인 전' },
  { id: 'bye_master', password: DEMO_PASSWORD, description: '(주)안녕물산 마스터 · 탈퇴 신청 중' },
  { id: 'daon_master', password: DEMO_PASSWORD, description: '(주)다온마켓 마스터 · 선불 요금제 (잔액으로 발송)' },
];
