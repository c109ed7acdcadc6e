import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TeamWriteRequest } from '@console/contracts/teams';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { assertTeamOpen, MASTER, MASTER_OR_MANAGER, requireChangingRole, teamOfPath } from '../../../teams/team-access';

/** One team: create (master), read (its members), rename (master, manager), close (master). */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = async (teamSeq: number, userSeq: number) => (await app.teamAdmin.detail(teamSeq, userSeq))!;

  app.post(
    '/api/teams',
    { schema: { body: TeamWriteRequest }, preValidation: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const body = request.body;
      const { user } = authOf(request);
      const team = await app.teamAdmin.create({
        bizSeq: user.business.bizSeq,
        creatorSeq: user.userSeq,
        name: body.name,
        description: body.description ?? '',
        provisionSeconds: app.teamProvisionSeconds,
      });
      return ok(team);
    },
  );

  app.get('/api/teams/:teamSeq', { preValidation: app.authenticate }, async (request) => {
    const team = await teamOfPath(app, request);
    return ok(await detailOf(team.teamSeq, authOf(request).user.userSeq));
  });

  app.put(
    '/api/teams/:teamSeq',
    { schema: { body: TeamWriteRequest }, preValidation: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] },
    async (request) => {
      const team = await teamOfPath(app, request);
      assertTeamOpen(team);
      const body = request.body;
      const { user } = authOf(request);
      await app.teamAdmin.update(team.teamSeq, user.business.bizSeq, {
        name: body.name,
        description: body.description ?? '',
      });
      return ok(await detailOf(team.teamSeq, user.userSeq));
    },
  );

  app.post(
    '/api/teams/:teamSeq/close',
    { preValidation: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const team = await teamOfPath(app, request);
      await app.teamAdmin.close(team.teamSeq);
      return ok(await detailOf(team.teamSeq, authOf(request).user.userSeq));
    },
  );
};
export default teamRoutes;
