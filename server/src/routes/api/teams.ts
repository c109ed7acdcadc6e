import type { FastifyPluginAsync } from 'fastify';
import { PageQuery } from '@console/contracts/api-envelope';
import { TeamStatus } from '@console/contracts/teams';
import { authOf } from '../../http/request-auth';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';

const TeamListQuery = PageQuery.extend({ status: TeamStatus.optional() });

/** The caller's teams (a master sees every team of the business), newest first. */
const teamsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/teams', { preHandler: app.authenticate }, async (request) => {
    const query = parseInput(TeamListQuery, request.query);
    const { items, total } = await app.teams.listVisible(authOf(request).user.userSeq, {
      status: query.status,
      ...pageWindow(query),
    });
    return ok(pageOf(items, query, total));
  });
};
export default teamsRoutes;
