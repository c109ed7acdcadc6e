import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberListQuery, MemberRoleRequest, UserSeqParams } from '@console/contracts/members';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { authOf } from '../../http/request-auth';
import { MASTER, MASTER_OR_MANAGER, requireChangingRole } from '../../teams/team-access';

/** The business's members: masters and managers read them; only masters change roles or remove. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members',
    {
      schema: { querystring: MemberListQuery },
      preValidation: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)],
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.businessMembers.list(authOf(request).user.business.bizSeq, {
        q: query.q || undefined,
        role: query.role,
        excludeTeamSeq: query.excludeTeamSeq,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.put(
    '/api/members/:userSeq/role',
    {
      schema: { params: UserSeqParams, body: MemberRoleRequest },
      preValidation: [app.authenticate, requireChangingRole(MASTER)],
    },
    async (request) => {
      const { userSeq } = request.params;
      const { role } = request.body;
      const { user } = authOf(request);
      await app.businessMembers.setRole(user.business.bizSeq, user.userSeq, userSeq, role);
      return ok({ userSeq, role });
    },
  );

  app.delete(
    '/api/members/:userSeq',
    { schema: { params: UserSeqParams }, preValidation: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const { userSeq } = request.params;
      const { user } = authOf(request);
      await app.businessMembers.remove(user.business.bizSeq, user.userSeq, userSeq);
      return ok(null);
    },
  );
};
export default memberRoutes;
