import type { FastifyPluginAsync } from 'fastify';
import { SenderProfileQuery } from '@console/contracts/kakao';
import { ok, pageOf, pageWindow } from '../../../../http/envelope';
import { parseInput } from '../../../../http/parse-input';

/** Kakao sender profiles of the Curr-Team-Seq team: masters and managers only (PRODUCT.md). */
const senderKeysRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/team/kakao/sender-keys',
    { preHandler: [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam] },
    async (request) => {
      const query = parseInput(SenderProfileQuery, request.query);
      const { items, total } = await app.senderProfiles.list(request.team!.teamSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );
};
export default senderKeysRoutes;
