import { PASSWORD_RESET_TOKEN_TTL_MINUTES } from '@console/contracts/account-recovery';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { maskLoginId } from './mask-login-id';

export interface Mail {
  subject: string;
  body: string;
}

const seoul = (date: Date, withTime = false) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);

/** The path of the reset page; the token rides in the fragment, which browsers never send to a server. */
export const PASSWORD_RESET_PATH = '/account/find/password';
export const passwordResetLink = (origin: string, token: string) => `${origin}${PASSWORD_RESET_PATH}#token=${token}`;

/** Find id by e-mail: the ids of that name and address, masked, with the day each was opened. */
export function foundIdsMail(input: {
  name: string;
  ids: { loginId: string; createdAt: Date }[];
  origin: string;
}): Mail {
  return {
    subject: '[메시지 콘솔] 가입하신 아이디를 알려 드려요',
    body: [
      `${input.name}님, 이 이메일로 가입된 아이디예요.`,
      '',
      ...input.ids.map((id) => `- ${maskLoginId(id.loginId)} (가입일 ${seoul(id.createdAt)})`),
      '',
      `로그인: ${input.origin}/account/login`,
      `비밀번호가 생각나지 않으면: ${input.origin}${PASSWORD_RESET_PATH}`,
      '',
      '아이디 찾기를 요청한 적이 없다면 이 메일을 무시해 주세요.',
    ].join('\n'),
  };
}

/** Reset by e-mail: the single-use link. */
export function passwordResetMail(input: { name: string; loginId: string; link: string }): Mail {
  return {
    subject: '[메시지 콘솔] 비밀번호 재설정 링크',
    body: [
      `${input.name}님, 아이디 ${maskLoginId(input.loginId)}의 비밀번호를 다시 정하려면 아래 링크를 열어 주세요.`,
      input.link,
      '',
      `링크는 ${PASSWORD_RESET_TOKEN_TTL_MINUTES}분 동안 한 번만 쓸 수 있어요.`,
      '비밀번호 재설정을 요청한 적이 없다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않아요.',
    ].join('\n'),
  };
}

/** After any reset: when and from where, so someone who did not do it knows at once. */
export function passwordChangedMail(input: {
  name: string;
  loginId: string;
  at: Date;
  ip: string;
  device: string;
  origin: string;
}): Mail {
  return {
    subject: '[메시지 콘솔] 비밀번호가 바뀌었어요',
    body: [
      `${input.name}님, 아이디 ${maskLoginId(input.loginId)}의 비밀번호가 바뀌었어요.`,
      `- 시각: ${seoul(input.at, true)}`,
      `- IP 주소: ${input.ip}`,
      `- 브라우저: ${input.device}`,
      '',
      '모든 기기에서 로그아웃했어요. 새 비밀번호로 다시 로그인해 주세요.',
      `직접 바꾼 것이 아니라면 바로 비밀번호를 다시 정하고(${input.origin}${PASSWORD_RESET_PATH}) 고객센터(${SUPPORT_EMAIL})로 알려 주세요.`,
    ].join('\n'),
  };
}
