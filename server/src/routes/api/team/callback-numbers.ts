import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CallbackNumberQuery } from '@console/contracts/messaging';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { teamOf } from '../../../http/request-auth';
import { CallbackSeqParams } from '@console/contracts/messaging';
import { callbackDetailOf } from '../../../numbers/callback-detail';

/** Sender numbers of the Curr-Team-Seq team: every member reads them; masters and managers delete. */
const callbackNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/callback-numbers',
    { schema: { querystring: CallbackNumberQuery }, preValidation: [app.authenticate, app.requireTeam] },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.callbackNumbers.list(teamOf(request).teamSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/team/callback-numbers/:seq',
    { schema: { params: CallbackSeqParams }, preValidation: [app.authenticate, app.requireTeam] },
    async (request) => {
      const { seq } = request.params;
      return ok(await callbackDetailOf(app, teamOf(request).teamSeq, seq));
    },
  );

  app.get(
    '/api/team/callback-numbers/:seq/documents/:documentSeq',
    {
      schema: { params: CallbackSeqParams.extend({ documentSeq: CallbackSeqParams.shape.seq }) },
      preValidation: [app.authenticate, app.requireTeam],
    },
    async (request, reply) => {
      const { seq, documentSeq } = request.params;
      const file = (await app.callbackNumbers.find(teamOf(request).teamSeq, seq))
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
      schema: { params: CallbackSeqParams },
      preValidation: [
        app.authenticate,
        app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
        app.refuseWithdrawn,
        app.requireTeam,
      ],
    },
    async (request) => {
      const { seq } = request.params;
      if (!(await app.callbackNumbers.remove(teamOf(request).teamSeq, seq)))
        throw notFound('발신번호를 찾을 수 없어요.');
      return ok({ seq });
    },
  );
};
export default callbackNumbersRoutes;
