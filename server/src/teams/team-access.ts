import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWithdrawalRequested, roleAllows, type BaseRole } from '@console/contracts/session';
import { TeamSeqParams, type TeamStatus } from '@console/contracts/teams';
import { conflict, roleNotAllowed, teamNotAllowed } from '../http/api-error';
import { parseInput } from '../http/parse-input';
import { authOf } from '../http/request-auth';

export const MASTER: readonly BaseRole[] = ['ROLE_MASTER'];
export const MASTER_OR_MANAGER: readonly BaseRole[] = ['ROLE_MASTER', 'ROLE_MANAGER'];

/**
 * preHandler: one of these base roles, and no withdrawal request. A withdrawal-requested (DWT)
 * account may still read, but nothing it changes should outlive the review of its withdrawal.
 */
export const requireChangingRole = (roles: readonly BaseRole[]) => async (request: FastifyRequest) => {
  const { role } = authOf(request).user;
  if (isWithdrawalRequested(role) || !roleAllows(role, roles)) throw roleNotAllowed();
};

export interface PathTeam {
  teamSeq: number;
  status: TeamStatus;
}

/**
 * The :teamSeq team of the URL if the caller may open it: 400 for a malformed number, 499 for a
 * team of another business, a team the caller is not in, or no team at all (SPEC 8).
 */
export async function teamOfPath(app: FastifyInstance, request: FastifyRequest): Promise<PathTeam> {
  const { teamSeq } = parseInput(TeamSeqParams, request.params);
  const team = await app.teams.findVisible(authOf(request).user.userSeq, teamSeq);
  if (!team) throw teamNotAllowed();
  return team;
}

/** A closed team is kept for its history only. */
export function assertTeamOpen(team: PathTeam): void {
  if (team.status === 'CLOSED') throw conflict('종료된 팀이에요. 종료된 팀의 설정은 바꿀 수 없어요.');
}
