import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildBrandMessageSendRequestSchema, type BrandMessageSendOptions } from '@console/contracts/kakao-brand-send';
import { ok } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';
import { memberSendHandler } from '../../../../sending/send-handlers';
import { SEND_BODY_LIMIT } from '../../../../sending/idempotency-key';
import { requireSendingAllowed } from '../../../../sending/sending-guard';

/**
 * Brand-message sending of the Curr-Team-Seq team (every member, as SMS). Results, history,
 * reservations and cancelling are the send requests' own endpoints.
 */
const brandMessageSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/kakao/brand-messages/send-requests',
    {
      schema: { body: buildBrandMessageSendRequestSchema() },
      preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed],
      bodyLimit: SEND_BODY_LIMIT,
    },
    memberSendHandler(app, () => app.brandMessageChannel),
  );

  /** Active profiles, their brand templates and approved sender numbers for a fallback. */
  app.get(
    '/api/team/kakao/brand-send-options',
    { preValidation: [app.authenticate, app.requireTeam] },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const [senderProfiles, templates, numbers] = await Promise.all([
        app.senderProfiles.active(teamSeq),
        app.brandTemplates.sendable(teamSeq),
        app.callbackNumbers.listAll(teamSeq, { status: 'APPROVED' }),
      ]);
      const options: BrandMessageSendOptions = {
        senderProfiles,
        templates,
        senderNumbers: numbers.items.map((number) => number.number),
      };
      return ok(options);
    },
  );
};
export default brandMessageSendRequestsRoutes;
