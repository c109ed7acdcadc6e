import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildEmailSendRequestSchema } from '@console/contracts/email-send';
import { SEND_BODY_LIMIT } from '../../../sending/idempotency-key';
import { memberSendHandler } from '../../../sending/send-handlers';
import { requireSendingAllowed } from '../../../sending/sending-guard';

/**
 * E-mail sending of the Curr-Team-Seq team (every member, as SMS). Results, history, reservations and
 * cancelling are the send requests' own endpoints (/api/team/send-requests/**).
 */
const emailSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/email/send-requests',
    {
      schema: { body: buildEmailSendRequestSchema() },
      preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed],
      bodyLimit: SEND_BODY_LIMIT,
    },
    memberSendHandler(app, () => app.emailChannel),
  );
};
export default emailSendRequestsRoutes;
