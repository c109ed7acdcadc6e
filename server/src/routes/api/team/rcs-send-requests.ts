import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRcsSendRequestSchema } from '@console/contracts/rcs-send';
import { ok } from '../../../http/envelope';
import { teamOf } from '../../../http/request-auth';
import { rcsSendOptionsOf } from '../../../rcs/rcs-send-options';
import { memberSendHandler } from '../../../sending/send-handlers';
import { requireSendingAllowed } from '../../../sending/sending-guard';
import { SEND_BODY_LIMIT } from '../../../sending/idempotency-key';

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
    memberSendHandler(app, () => app.rcsChannel),
  );

  /** What the send screen offers: approved chat rooms (with their brand) and approved templates. */
  app.get('/api/team/rcs/send-options', { preValidation: [app.authenticate, app.requireTeam] }, async (request) =>
    ok(await rcsSendOptionsOf(app.rcs, teamOf(request).teamSeq)),
  );
};
export default rcsSendRequestsRoutes;
