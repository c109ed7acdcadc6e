import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

/** TEAM_READY to every member of a team that just became ACTIVE (inside the activating transaction). */
export async function notifyTeamReady(
  app: FastifyInstance,
  tx: Queryable,
  team: { teamSeq: number; name: string },
): Promise<void> {
  await app.notifications.notify(
    { teamSeq: team.teamSeq },
    'TEAM_READY',
    `'${team.name}' 팀 스페이스가 준비됐어요`,
    '이제 이 팀에서 메시지 발송, 발신번호, 템플릿, API 키를 모두 쓸 수 있어요.',
    `/console/team/${team.teamSeq}/dashboard`,
    { tx },
  );
}

/**
 * INVITATION_ACCEPTED to whoever sent the invitation; when that account is gone, to the
 * business's masters, so someone still learns that a member joined.
 */
export async function notifyInvitationAccepted(
  app: FastifyInstance,
  input: { inviterSeq: number | null; bizSeq: number; name: string; loginId: string; email: string },
): Promise<void> {
  await app.notifications.notify(
    input.inviterSeq ?? { bizSeq: input.bizSeq, roles: ['ROLE_MASTER'] },
    'INVITATION_ACCEPTED',
    `${input.name}님이 초대를 받아 가입했어요`,
    `${input.email}(으)로 보낸 초대로 '${input.loginId}' 계정을 만들었어요. 멤버 관리에서 역할과 팀을 확인해 보세요.`,
    '/console/member/list',
  );
}
