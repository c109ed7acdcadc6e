import type { FastifyPluginAsync } from 'fastify';
import {
  TeamMemberAddRequest,
  TeamMemberListQuery,
  TeamMemberRoleRequest,
  UserSeqParams,
} from '@console/contracts/members';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { assertTeamOpen, MASTER_OR_MANAGER, requireChangingRole, teamOfPath } from '../../../teams/team-access';

/** The members of a team: every member reads them; masters and managers change them. */
const teamMemberRoutes: FastifyPluginAsync = async (app) => {
  const changing = { preHandler: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] };

  app.get('/api/teams/:teamSeq/members', { preHandler: app.authenticate }, async (request) => {
    const team = await teamOfPath(app, request);
    const query = parseInput(TeamMemberListQuery, request.query);
    const { items, total } = await app.teamMembers.list(team.teamSeq, pageWindow(query));
    return ok(pageOf(items, query, total));
  });

  app.post('/api/teams/:teamSeq/members', changing, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const body = parseInput(TeamMemberAddRequest, request.body);
    await app.teamMembers.add(team.teamSeq, body.userSeq, body.teamRole);
    return ok(await app.teamMembers.member(team.teamSeq, body.userSeq));
  });

  app.put('/api/teams/:teamSeq/members/:userSeq', changing, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const { userSeq } = parseInput(UserSeqParams, request.params);
    const body = parseInput(TeamMemberRoleRequest, request.body);
    await app.teamMembers.setRole(team.teamSeq, userSeq, body.teamRole);
    return ok(await app.teamMembers.member(team.teamSeq, userSeq));
  });

  app.delete('/api/teams/:teamSeq/members/:userSeq', changing, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const { userSeq } = parseInput(UserSeqParams, request.params);
    await app.teamMembers.remove(team.teamSeq, userSeq);
    return ok(null);
  });
};
export default teamMemberRoutes;
