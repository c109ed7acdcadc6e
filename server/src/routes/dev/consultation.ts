import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsultationInbound } from '@console/contracts/consultation';
import { bookConsultationWebhook } from '../../consultation/consultation-jobs';
import {
  CONSULTATION_OFF,
  createConsultationRepository,
  PROFILE_NOT_FOUND,
} from '../../consultation/consultation-repository';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';

/**
 * The simulated KakaoTalk users of consultation talk (registered only with the dev outbox): a user
 * writes to a sender profile that has it on; the message opens or continues the user's session and
 * is relayed to the team's linked system by the signed webhook job.
 */
const devConsultationRoutes: FastifyPluginAsyncZod = async (app) => {
  const consultation = createConsultationRepository(app.db);
  app.post('/dev/kakao/consultation/inbound', { schema: { body: ConsultationInbound } }, async (request) => {
    const { senderKey, senderProfileSeq, userKey, text } = request.body;
    const profile = await consultation.profile({ seq: senderProfileSeq, senderKey });
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    if (!profile.enabled) throw conflict(CONSULTATION_OFF);
    const stored = await app.db.transaction(async (tx) => {
      const message = await consultation.receive(tx, profile, userKey, text);
      return { ...message, relayed: await bookConsultationWebhook(tx, profile.teamSeq, message.messageSeq) };
    });
    return ok(stored);
  });
};
export default devConsultationRoutes;
