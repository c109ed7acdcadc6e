import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildSendRequestSchema, SendRequestQuery, SendRequestSeqParams } from '@console/contracts/send-requests';
import { kstRange } from '../../../http/kst-range';
import { idempotencyKeyOf, SEND_BODY_LIMIT } from '../../../sending/idempotency-key';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';
import { acceptRequest } from '../../../sending/accept-request';
import { cancelReservation, updateReservation } from '../../../sending/reservations';
import { requireSendingAllowed } from '../../../sending/sending-guard';

/** SMS/LMS/MMS send requests of the Curr-Team-Seq team: every member sends, reads and manages reservations. */
const sendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed];
  const reader = [app.authenticate, app.requireTeam];

  app.post(
    '/api/team/send-requests',
    { schema: { body: buildSendRequestSchema() }, preValidation: writer, bodyLimit: SEND_BODY_LIMIT },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const body = request.body;
      const { user } = authOf(request);
      const { answer, replayed } = await acceptRequest(app.db, app.sendRequests, app.smsChannel, {
        teamSeq: teamOf(request).teamSeq,
        user: { userSeq: user.userSeq, name: user.name },
        request: body,
        idempotencyKey,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(answer);
    },
  );

  app.get(
    '/api/team/send-requests',
    { schema: { querystring: SendRequestQuery }, preValidation: reader },
    // Kept in memory until the team's sends change (http/team-read-cache.ts); the same for every member and language.
    async (request, reply) =>
      app.teamReads.answer(request, reply, async () => {
        const query = request.query;
        // Waiting reservations may have been made more than 31 days ago (they reach 60 days ahead): without
        // a range, the RESERVED list shows them all.
        const range =
          query.status === 'RESERVED' && !query.from && !query.to ? { from: null, to: null } : kstRange(query);
        const { items, total } = await app.sendRequests.list(
          teamOf(request).teamSeq,
          { ...range, status: query.status },
          pageWindow(query),
        );
        return ok(pageOf(items, query, total));
      }),
  );

  app.get(
    '/api/team/send-requests/:seq',
    { schema: { params: SendRequestSeqParams }, preValidation: reader },
    async (request) => {
      const { seq } = request.params;
      const found = await app.sendRequests.find(teamOf(request).teamSeq, seq);
      if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
      return ok(found);
    },
  );

  app.put(
    '/api/team/send-requests/:seq',
    {
      schema: { params: SendRequestSeqParams, body: buildSendRequestSchema() },
      preValidation: writer,
      bodyLimit: SEND_BODY_LIMIT,
    },
    async (request) => {
      const { seq } = request.params;
      const body = request.body;
      return ok(
        await updateReservation(
          app.db,
          app.sendRequests,
          app.channels,
          app.smsChannel,
          teamOf(request).teamSeq,
          seq,
          body,
        ),
      );
    },
  );

  app.delete(
    '/api/team/send-requests/:seq',
    {
      schema: { params: SendRequestSeqParams },
      preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam],
    },
    async (request) => {
      const { seq } = request.params;
      return ok(await cancelReservation(app.db, app.sendRequests, teamOf(request).teamSeq, seq));
    },
  );
};
export default sendRequestsRoutes;
