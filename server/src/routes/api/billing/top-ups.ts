import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TopUpInput, TopUpListQuery } from '@console/contracts/billing';
import { listTopUps } from '../../../billing/top-ups-repository';
import { requestTopUp } from '../../../billing/top-ups';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { MASTER, requireChangingRole } from '../../../teams/team-access';

/** Top-ups of a prepaid balance (masters): by a registered card now, or to an issued virtual account. */
const topUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/billing/top-ups',
    { schema: { body: TopUpInput }, preValidation: [app.authenticate, requireChangingRole(MASTER)] },
    async (request, reply) => {
      const { user } = authOf(request);
      const deps = {
        db: app.db,
        notifications: app.notifications,
        virtualAccountSimulatorSeconds: app.virtualAccountSimulatorSeconds,
      };
      const topUp = await requestTopUp(deps, user.business.bizSeq, user.name, request.body);
      reply.code(201);
      return ok(topUp);
    },
  );

  app.get(
    '/api/billing/top-ups',
    { schema: { querystring: TopUpListQuery }, preValidation: [app.authenticate, app.requireRoles(MASTER)] },
    async (request) => {
      const query = request.query;
      const { items, total } = await listTopUps(app.db, authOf(request).user.business.bizSeq, pageWindow(query));
      return ok(pageOf(items, query, total));
    },
  );
};
export default topUpRoutes;
