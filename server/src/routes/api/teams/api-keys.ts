import { TeamSeqParams } from '@console/contracts/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiKeyListQuery, ApiKeySeqParams, ApiKeyWriteRequest } from '@console/contracts/api-keys';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { conflict } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { assertTeamOpen, MASTER_OR_MANAGER, requireChangingRole, teamOfPath } from '../../../teams/team-access';

/** A team's send-API keys (linked systems): masters and managers of the team (PRODUCT.md). */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const changing = { preValidation: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] };

  app.get(
    '/api/teams/:teamSeq/api-keys',
    {
      schema: { querystring: ApiKeyListQuery },
      preValidation: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)],
    },
    async (request) => {
      const team = await teamOfPath(app, request);
      const query = request.query;
      const { items, total } = await app.apiKeys.list(team.teamSeq, { status: query.status, ...pageWindow(query) });
      return ok(pageOf(items, query, total));
    },
  );

  app.post('/api/teams/:teamSeq/api-keys', { ...changing, schema: { body: ApiKeyWriteRequest } }, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    // A key would open a team whose features are still blocked (SPEC 4).
    if (team.status === 'REG')
      throw conflict(
        `팀 스페이스를 준비하고 있어요. 최대 ${TEAM_REGISTRATION_MAX_MINUTES}분 뒤 준비가 끝나면 API 키를 만들 수 있어요.`,
      );
    const body = request.body;
    const { user } = authOf(request);
    return ok(await app.apiKeys.create(team.teamSeq, { userSeq: user.userSeq, name: user.name }, body));
  });

  app.put(
    '/api/teams/:teamSeq/api-keys/:keySeq',
    { ...changing, schema: { params: TeamSeqParams.extend(ApiKeySeqParams.shape), body: ApiKeyWriteRequest } },
    async (request) => {
      const team = await teamOfPath(app, request);
      assertTeamOpen(team);
      const { keySeq } = request.params;
      const body = request.body;
      return ok(await app.apiKeys.update(team.teamSeq, keySeq, body));
    },
  );

  // The signing secret of the key's delivery callbacks: read by masters and managers, never cached.
  app.get(
    '/api/teams/:teamSeq/api-keys/:keySeq/callback-secret',
    {
      schema: { params: TeamSeqParams.extend(ApiKeySeqParams.shape) },
      preValidation: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)],
    },
    async (request, reply) => {
      const team = await teamOfPath(app, request);
      const { keySeq } = request.params;
      reply.header('cache-control', 'no-store');
      return ok({ callbackSecret: await app.apiKeys.callbackSecret(team.teamSeq, keySeq) });
    },
  );

  app.post(
    '/api/teams/:teamSeq/api-keys/:keySeq/callback-secret/rotate',
    { ...changing, schema: { params: TeamSeqParams.extend(ApiKeySeqParams.shape) } },
    async (request, reply) => {
      const team = await teamOfPath(app, request);
      assertTeamOpen(team);
      const { keySeq } = request.params;
      reply.header('cache-control', 'no-store');
      return ok({ callbackSecret: await app.apiKeys.rotateCallbackSecret(team.teamSeq, keySeq) });
    },
  );

  app.post(
    '/api/teams/:teamSeq/api-keys/:keySeq/revoke',
    { ...changing, schema: { params: TeamSeqParams.extend(ApiKeySeqParams.shape) } },
    async (request) => {
      const team = await teamOfPath(app, request);
      const { keySeq } = request.params;
      return ok(await app.apiKeys.revoke(team.teamSeq, keySeq));
    },
  );
};
export default apiKeyRoutes;
