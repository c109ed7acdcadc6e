import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuery } from '@console/contracts/api-envelope';
import { TeamStatus } from '@console/contracts/teams';
import { authOf } from '../../http/request-auth';
import { ok, pageOf, pageWindow } from '../../http/envelope';

const TeamListQuery = PageQuery.extend({ status: TeamStatus.optional() });

/** The caller's teams (a master sees every team of the business), newest first. */
const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams',
    { schema: { querystring: TeamListQuery }, preValidation: app.authenticate },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.teams.listVisible(authOf(request).user.userSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );
};
export default teamsRoutes;
