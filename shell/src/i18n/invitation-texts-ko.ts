/** Korean texts of the invitation pages (/popup/join-mail, /account/registByEmail). Spread into ko.ts. */
export const invitationTextsKo = {
  invitation: {
    title: '멤버 초대',
    lead: '{{business}}의 {{inviter}}님이 메시지 콘솔로 초대했어요.',
    loading: '초대 정보를 불러오고 있어요',
    loadFailed: '초대 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    business: '회사',
    inviter: '초대한 분',
    email: '초대받은 이메일',
    role: '역할',
    teams: '참여할 팀',
    roles: { ROLE_MANAGER: '매니저', ROLE_USER: '사용자' },
    expires: '이 초대 링크는 {{at}}까지, 한 번만 쓸 수 있어요.',
    continue: '가입하러 가기',
    haveAccount: '가입을 마치면 이 이메일로 계정이 만들어지고 바로 로그인돼요.',
    toLogin: '로그인하러 가기',
    toHome: '홈으로',
    signupTitle: '초대 메일로 가입',
    signupSubmit: '가입하고 시작하기',
    welcome: '{{business}}에 오신 것을 환영해요.',
    form: {
      loginId: '아이디',
      loginIdHelp: '영문 소문자로 시작하는 4~20자 (영문 소문자, 숫자, _)',
      password: '비밀번호',
      passwordConfirm: '비밀번호 확인',
      name: '이름',
      mobile: '휴대폰 번호',
      mobileHelp: '예: 010-1234-5678',
    },
    problem: {
      NOT_FOUND: {
        title: '초대 링크를 찾을 수 없어요',
        message: '링크가 올바르지 않아요.',
        next: '메일의 링크를 다시 열어 보거나, 초대한 분께 초대 메일을 다시 보내 달라고 요청해 주세요.',
      },
      EXPIRED: {
        title: '초대 링크가 만료되었어요',
        message: '초대 링크의 유효 기간이 지났어요.',
        next: '초대한 분께 초대 메일을 다시 보내 달라고 요청해 주세요.',
      },
      USED: {
        title: '이미 사용한 초대 링크예요',
        message: '이 링크로 이미 가입했어요.',
        next: '가입한 아이디로 로그인해 주세요.',
      },
      CANCELLED: {
        title: '취소된 초대예요',
        message: '초대한 분이 초대를 취소했어요.',
        next: '필요하면 초대한 분께 다시 초대해 달라고 요청해 주세요.',
      },
    },
  },
};
