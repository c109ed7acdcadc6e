import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRcsSendRequestSchema } from '@console/contracts/rcs-send';
import { ok } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';
import { rcsSendOptionsOf } from '../../../rcs/rcs-send-options';
import { acceptRequest } from '../../../sending/accept-request';
import { requireSendingAllowed } from '../../../sending/sending-guard';
import { idempotencyKeyOf, SEND_BODY_LIMIT } from '../../../sending/idempotency-key';

/**
 * RCS sending of the Curr-Team-Seq team (every member, as SMS). Results, history, reservations and
 * cancelling are the send requests' own endpoints (/api/team/send-requests/**): a request says its channel.
 */
const rcsSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/rcs/send-requests',
    {
      schema: { body: buildRcsSendRequestSchema() },
      preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed],
      bodyLimit: SEND_BODY_LIMIT,
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const body = request.body;
      const { user } = authOf(request);
      const { answer, replayed } = await acceptRequest(app.db, app.sendRequests, app.rcsChannel, {
        teamSeq: teamOf(request).teamSeq,
        user: { userSeq: user.userSeq, name: user.name },
        request: body,
        idempotencyKey,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(answer);
    },
  );

  /** What the send screen offers: approved chat rooms (with their brand) and approved templates. */
  app.get('/api/team/rcs/send-options', { preValidation: [app.authenticate, app.requireTeam] }, async (request) =>
    ok(await rcsSendOptionsOf(app.rcs, teamOf(request).teamSeq)),
  );
};
export default rcsSendRequestsRoutes;
