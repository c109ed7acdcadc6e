import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CallbackNumberQuery, type CallbackNumberDetail } from '@console/contracts/messaging';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

const SEQ_INVALID = '발신번호 번호(seq)가 올바르지 않아요.';
export const CallbackSeqParams = z.object({
  seq: z.coerce.number({ message: SEQ_INVALID }).int(SEQ_INVALID).min(1, SEQ_INVALID).max(2_147_483_647, SEQ_INVALID),
});

/** A number of the team with its documents and review history; 404 when the team has no such number. */
export async function callbackDetailOf(
  app: FastifyInstance,
  teamSeq: number,
  seq: number,
): Promise<CallbackNumberDetail> {
  const found = await app.callbackNumbers.find(teamSeq, seq);
  if (!found) throw notFound('발신번호를 찾을 수 없어요.');
  const { teamSeq: _team, ...number } = found;
  return {
    ...number,
    documents: await app.callbackDocuments.list(seq),
    history: await app.callbackDocuments.history(seq),
  };
}

/** Sender numbers of the Curr-Team-Seq team: every member reads them; masters and managers delete. */
const callbackNumbersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/team/callback-numbers', { preHandler: [app.authenticate, app.requireTeam] }, async (request) => {
    const query = parseInput(CallbackNumberQuery, request.query);
    const { items, total } = await app.callbackNumbers.list(request.team!.teamSeq, {
      status: query.status,
      ...pageWindow(query),
    });
    return ok(pageOf(items, query, total));
  });

  app.get('/api/team/callback-numbers/:seq', { preHandler: [app.authenticate, app.requireTeam] }, async (request) => {
    const { seq } = parseInput(CallbackSeqParams, request.params);
    return ok(await callbackDetailOf(app, request.team!.teamSeq, seq));
  });

  app.get(
    '/api/team/callback-numbers/:seq/documents/:documentSeq',
    { preHandler: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const { seq, documentSeq } = parseInput(
        CallbackSeqParams.extend({ documentSeq: CallbackSeqParams.shape.seq }),
        request.params,
      );
      const file = (await app.callbackNumbers.find(request.team!.teamSeq, seq))
        ? await app.callbackDocuments.content(seq, documentSeq)
        : null;
      if (!file) throw notFound('서류를 찾을 수 없어요.');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.delete(
    '/api/team/callback-numbers/:seq',
    {
      preHandler: [
        app.authenticate,
        app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
        app.refuseWithdrawn,
        app.requireTeam,
      ],
    },
    async (request) => {
      const { seq } = parseInput(CallbackSeqParams, request.params);
      if (!(await app.callbackNumbers.remove(request.team!.teamSeq, seq))) throw notFound('발신번호를 찾을 수 없어요.');
      return ok({ seq });
    },
  );
};
export default callbackNumbersRoutes;
