import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildAlimtalkSendRequestSchema,
  buildLegacyAlimtalkSendRequestSchema,
  type LegacyAlimtalkSendRequestCreate,
} from '@console/contracts/kakao-send';
import { ok } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';
import { alimtalkSendOptionsOf } from '../../../../kakao/alimtalk-send-options';
import { legacyAlimtalkRequest } from '../../../../kakao/legacy-alimtalk';
import { memberSendHandler } from '../../../../sending/send-handlers';
import { SEND_BODY_LIMIT } from '../../../../sending/idempotency-key';
import { requireSendingAllowed } from '../../../../sending/sending-guard';

/**
 * Alimtalk sending of the Curr-Team-Seq team (every member, as SMS): the current form (an approved
 * template and its variables) and the legacy form (the whole text, matched to an approved template).
 * Results, history, reservations and cancelling are the send requests' own endpoints.
 */
const alimtalkSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed];
  const kakao = { senderProfiles: app.senderProfiles, templates: app.alimtalkTemplates };

  app.post(
    '/api/team/kakao/alimtalk/send-requests',
    { schema: { body: buildAlimtalkSendRequestSchema() }, preValidation: guard, bodyLimit: SEND_BODY_LIMIT },
    memberSendHandler(app, () => app.alimtalkChannel),
  );

  app.post(
    '/api/team/kakao/alimtalk/legacy-send-requests',
    { schema: { body: buildLegacyAlimtalkSendRequestSchema() }, preValidation: guard, bodyLimit: SEND_BODY_LIMIT },
    memberSendHandler(
      app,
      () => app.alimtalkChannel,
      (body: LegacyAlimtalkSendRequestCreate, teamSeq) => legacyAlimtalkRequest(app.alimtalkTemplates, teamSeq, body),
    ),
  );

  app.get('/api/team/kakao/send-options', { preValidation: [app.authenticate, app.requireTeam] }, async (request) => {
    const teamSeq = teamOf(request).teamSeq;
    return ok(await alimtalkSendOptionsOf(kakao, () => approvedNumbers(teamSeq), teamSeq));
  });
  const approvedNumbers = async (teamSeq: number) =>
    (await app.callbackNumbers.listAll(teamSeq, { status: 'APPROVED' })).items.map((n) => n.number);
};
export default alimtalkSendRequestsRoutes;
