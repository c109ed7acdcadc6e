import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardQuery } from '@console/contracts/dashboard';
import { teamNotAllowed } from '../../../http/api-error';
import { authOf } from '../../../http/request-auth';

export interface DashboardTeams {
  teamSeqs: number[];
  /** Names of the teams the caller may open, for the rows that name their team. */
  names: Map<number, string>;
}

/**
 * The teams a dashboard block covers: the one of `?teamSeq` when the caller may open it (else 499, as
 * every team route answers), or every team the caller may open: a master's whole business, anyone
 * else's own teams.
 */
export async function dashboardTeams(
  app: FastifyInstance,
  request: FastifyRequest,
  query: DashboardQuery,
): Promise<DashboardTeams> {
  const names = await app.teams.visibleTeamNames(authOf(request).user.userSeq);
  if (query.teamSeq === undefined) return { teamSeqs: [...names.keys()], names };
  if (!names.has(query.teamSeq)) throw teamNotAllowed();
  return { teamSeqs: [query.teamSeq], names };
}
