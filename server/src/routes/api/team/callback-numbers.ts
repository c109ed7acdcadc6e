import type { FastifyPluginAsync } from 'fastify';
import { CallbackNumberQuery } from '@console/contracts/messaging';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

/** Sender numbers of the Curr-Team-Seq team; every member may read them. */
const callbackNumbersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/team/callback-numbers', { preHandler: [app.authenticate, app.requireTeam] }, async (request) => {
    const query = parseInput(CallbackNumberQuery, request.query);
    const { items, total } = await app.callbackNumbers.list(request.team!.teamSeq, { status: query.status, ...pageWindow(query) });
    return ok(pageOf(items, query, total));
  });
};
export default callbackNumbersRoutes;
