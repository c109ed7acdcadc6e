import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardQuery } from '@console/contracts/dashboard';
import { teamNotAllowed } from '../../../http/api-error';
import { authOf } from '../../../http/request-auth';

export interface DashboardTeams {
  teamSeqs: number[];
  /** Names of these teams, for the rows that name their team (read only by a block that has rows). */
  names(): Promise<Map<number, string>>;
}

/**
 * The teams a dashboard block covers: the one of `?teamSeq` when the caller may open it (else 499, as
 * every team route answers, by the same check through the auth cache), or every team the caller may
 * open: a master's whole business, anyone else's own teams. A dashboard asks three blocks at once, so
 * one team's blocks read no team list.
 */
export async function dashboardTeams(
  app: FastifyInstance,
  request: FastifyRequest,
  query: DashboardQuery,
): Promise<DashboardTeams> {
  const { userSeq } = authOf(request).user;
  if (query.teamSeq === undefined) {
    const names = await app.teams.visibleTeamNames(userSeq);
    return { teamSeqs: [...names.keys()], names: async () => names };
  }
  const teamSeq = query.teamSeq;
  const team = await app.authCache.team(userSeq, teamSeq, () => app.teams.findVisible(userSeq, teamSeq));
  if (!team) throw teamNotAllowed();
  return { teamSeqs: [teamSeq], names: () => app.teams.namesOf([teamSeq]) };
}
