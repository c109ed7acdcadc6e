/** Texts of /account/login (the server-rendered login page and its small script) in Korean. */
export const loginTextsKo = {
  title: '로그인',
  subtitle: '메시지 콘솔에 오신 것을 환영합니다.',
  description: '메시지 콘솔에 로그인해 문자, 알림톡, RCS를 보내고 결과와 비용을 확인하세요.',
  id: '아이디',
  password: '비밀번호',
  submit: '로그인',
  failed: '아이디 또는 비밀번호가 올바르지 않아요.',
  noScript: '로그인하려면 브라우저에서 JavaScript를 켜 주세요.',
  unreachable: '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
  sessionExpired: '로그인 세션이 만료되었어요. 다시 로그인해 주세요.',
  codeTitle: '보안코드 확인',
  /** {to}: the masked mobile number the code went to. */
  codeSentTo: '{to}(으)로 보낸 보안코드 6자리를 입력해 주세요.',
  codeSent: '휴대폰으로 보낸 보안코드 6자리를 입력해 주세요.',
  code: '보안코드',
  codeSubmit: '확인',
  codeResend: '보안코드 다시 받기',
  codeResent: '보안코드를 다시 보냈어요.',
  backToLogin: '다른 계정으로 로그인',
  demoHint: '데모 계정은 README에 있어요. 예: hanbit_master / Console123!',
  links: {
    label: '계정 찾기와 회원가입',
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    signup: '회원가입',
  },
};
export type LoginTexts = typeof loginTextsKo;
