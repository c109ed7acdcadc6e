import { TeamSeqParams } from '@console/contracts/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TeamMemberAddRequest,
  TeamMemberListQuery,
  TeamMemberRoleRequest,
  UserSeqParams,
} from '@console/contracts/members';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { assertTeamOpen, MASTER_OR_MANAGER, requireChangingRole, teamOfPath } from '../../../teams/team-access';

/** The members of a team: every member reads them; masters and managers change them. */
const teamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const changing = { preValidation: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] };

  app.get(
    '/api/teams/:teamSeq/members',
    { schema: { querystring: TeamMemberListQuery }, preValidation: app.authenticate },
    async (request) => {
      const team = await teamOfPath(app, request);
      const query = request.query;
      const { items, total } = await app.teamMembers.list(team.teamSeq, pageWindow(query));
      return ok(pageOf(items, query, total));
    },
  );

  app.post('/api/teams/:teamSeq/members', { ...changing, schema: { body: TeamMemberAddRequest } }, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const body = request.body;
    await app.teamMembers.add(team.teamSeq, body.userSeq, body.teamRole);
    return ok(await app.teamMembers.member(team.teamSeq, body.userSeq));
  });

  app.put(
    '/api/teams/:teamSeq/members/:userSeq',
    { ...changing, schema: { params: TeamSeqParams.extend(UserSeqParams.shape), body: TeamMemberRoleRequest } },
    async (request) => {
      const team = await teamOfPath(app, request);
      assertTeamOpen(team);
      const { userSeq } = request.params;
      const body = request.body;
      await app.teamMembers.setRole(team.teamSeq, userSeq, body.teamRole);
      return ok(await app.teamMembers.member(team.teamSeq, userSeq));
    },
  );

  app.delete(
    '/api/teams/:teamSeq/members/:userSeq',
    { ...changing, schema: { params: TeamSeqParams.extend(UserSeqParams.shape) } },
    async (request) => {
      const team = await teamOfPath(app, request);
      assertTeamOpen(team);
      const { userSeq } = request.params;
      await app.teamMembers.remove(team.teamSeq, userSeq);
      return ok(null);
    },
  );
};
export default teamMemberRoutes;
