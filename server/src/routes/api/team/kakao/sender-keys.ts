import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SenderProfileQuery } from '@console/contracts/kakao';
import { ok, pageOf, pageWindow } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';

/** Kakao sender profiles of the Curr-Team-Seq team: masters and managers only (PRODUCT.md). */
const senderKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/kakao/sender-keys',
    {
      schema: { querystring: SenderProfileQuery },
      preValidation: [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam],
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.senderProfiles.list(teamOf(request).teamSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );
};
export default senderKeysRoutes;
