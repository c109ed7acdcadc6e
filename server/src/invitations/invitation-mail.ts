import { INVITATION_VALID_DAYS, type InvitationRole } from '@console/contracts/invitations';

const ROLE_NAMES: Record<InvitationRole, string> = { ROLE_MANAGER: '매니저', ROLE_USER: '사용자' };

export interface InvitationMailInput {
  /** Scheme, host and port the invitee's browser should open, e.g. http://localhost:8080. */
  origin: string;
  token: string;
  businessName: string;
  inviterName: string;
  role: InvitationRole;
  teamNames: string[];
}

/** The invitation e-mail: who invites, as what, into which teams, and the link to /popup/join-mail. */
export function invitationMail(input: InvitationMailInput): { subject: string; body: string; link: string } {
  const link = `${input.origin}/popup/join-mail?token=${encodeURIComponent(input.token)}`;
  const subject = `[메시지 콘솔] ${input.businessName}에서 초대했어요`;
  const body = [
    `${input.inviterName}님이 ${input.businessName}의 메시지 콘솔에 ${ROLE_NAMES[input.role]}(으)로 초대했어요.`,
    input.teamNames.length > 0 ? `참여할 팀: ${input.teamNames.join(', ')}` : '',
    '',
    '아래 링크를 열어 초대를 확인하고 가입해 주세요.',
    link,
    '',
    `링크는 ${INVITATION_VALID_DAYS}일 동안 한 번만 쓸 수 있어요. 초대받은 적이 없다면 이 메일을 무시해 주세요.`,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  return { subject, body, link };
}
