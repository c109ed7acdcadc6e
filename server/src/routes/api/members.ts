import type { FastifyPluginAsync } from 'fastify';
import { MemberListQuery, MemberRoleRequest, UserSeqParams } from '@console/contracts/members';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { authOf } from '../../http/request-auth';
import { MASTER, MASTER_OR_MANAGER, requireChangingRole } from '../../teams/team-access';

/** The business's members: masters and managers read them; only masters change roles or remove. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/members', { preHandler: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)] }, async (request) => {
    const query = parseInput(MemberListQuery, request.query);
    const { items, total } = await app.businessMembers.list(authOf(request).user.business.bizSeq, {
      q: query.q || undefined,
      role: query.role,
      excludeTeamSeq: query.excludeTeamSeq,
      ...pageWindow(query),
    });
    return ok(pageOf(items, query, total));
  });

  app.put(
    '/api/members/:userSeq/role',
    { preHandler: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const { userSeq } = parseInput(UserSeqParams, request.params);
      const { role } = parseInput(MemberRoleRequest, request.body);
      const { user } = authOf(request);
      await app.businessMembers.setRole(user.business.bizSeq, user.userSeq, userSeq, role);
      return ok({ userSeq, role });
    },
  );

  app.delete(
    '/api/members/:userSeq',
    { preHandler: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const { userSeq } = parseInput(UserSeqParams, request.params);
      const { user } = authOf(request);
      await app.businessMembers.remove(user.business.bizSeq, user.userSeq, userSeq);
      return ok(null);
    },
  );
};
export default memberRoutes;
