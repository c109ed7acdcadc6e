import type { FastifyPluginAsync } from 'fastify';
import { ApiKeyListQuery, ApiKeySeqParams, ApiKeyWriteRequest } from '@console/contracts/api-keys';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { conflict } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { authOf } from '../../../http/request-auth';
import { assertTeamOpen, MASTER_OR_MANAGER, requireChangingRole, teamOfPath } from '../../../teams/team-access';

/** A team's send-API keys (linked systems): masters and managers of the team (PRODUCT.md). */
const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  const changing = { preHandler: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] };

  app.get(
    '/api/teams/:teamSeq/api-keys',
    { preHandler: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)] },
    async (request) => {
      const team = await teamOfPath(app, request);
      const query = parseInput(ApiKeyListQuery, request.query);
      const { items, total } = await app.apiKeys.list(team.teamSeq, { status: query.status, ...pageWindow(query) });
      return ok(pageOf(items, query, total));
    },
  );

  app.post('/api/teams/:teamSeq/api-keys', changing, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    // A key would open a team whose features are still blocked (SPEC 4).
    if (team.status === 'REG')
      throw conflict(
        `팀 스페이스를 준비하고 있어요. 최대 ${TEAM_REGISTRATION_MAX_MINUTES}분 뒤 준비가 끝나면 API 키를 만들 수 있어요.`,
      );
    const body = parseInput(ApiKeyWriteRequest, request.body);
    const { user } = authOf(request);
    return ok(await app.apiKeys.create(team.teamSeq, { userSeq: user.userSeq, name: user.name }, body));
  });

  app.put('/api/teams/:teamSeq/api-keys/:keySeq', changing, async (request) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const { keySeq } = parseInput(ApiKeySeqParams, request.params);
    const body = parseInput(ApiKeyWriteRequest, request.body);
    return ok(await app.apiKeys.update(team.teamSeq, keySeq, body));
  });

  // The signing secret of the key's delivery callbacks: read by masters and managers, never cached.
  app.get(
    '/api/teams/:teamSeq/api-keys/:keySeq/callback-secret',
    { preHandler: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)] },
    async (request, reply) => {
      const team = await teamOfPath(app, request);
      const { keySeq } = parseInput(ApiKeySeqParams, request.params);
      reply.header('cache-control', 'no-store');
      return ok({ callbackSecret: await app.apiKeys.callbackSecret(team.teamSeq, keySeq) });
    },
  );

  app.post('/api/teams/:teamSeq/api-keys/:keySeq/callback-secret/rotate', changing, async (request, reply) => {
    const team = await teamOfPath(app, request);
    assertTeamOpen(team);
    const { keySeq } = parseInput(ApiKeySeqParams, request.params);
    reply.header('cache-control', 'no-store');
    return ok({ callbackSecret: await app.apiKeys.rotateCallbackSecret(team.teamSeq, keySeq) });
  });

  app.post('/api/teams/:teamSeq/api-keys/:keySeq/revoke', changing, async (request) => {
    const team = await teamOfPath(app, request);
    const { keySeq } = parseInput(ApiKeySeqParams, request.params);
    return ok(await app.apiKeys.revoke(team.teamSeq, keySeq));
  });
};
export default apiKeyRoutes;
