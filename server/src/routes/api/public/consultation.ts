import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ConsultationReply, ConsultationSessionParams } from '@console/contracts/consultation';
import {
  CONSULTATION_OFF,
  createConsultationRepository,
  PROFILE_NOT_FOUND,
} from '../../../consultation/consultation-repository';
import { conflict, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authenticateApiKey, type ApiKeyCaller } from '../../../sending/api-key-caller';

const callerOf = (request: FastifyRequest): ApiKeyCaller => {
  if (!request.apiKeyCaller) throw new Error('route is missing the authenticateApiKey preHandler');
  return request.apiKeyCaller;
};

/**
 * Kakao consultation talk for linked systems (team API keys): agents' replies to a user's open session
 * (text, image or link buttons; idempotent by serial number) and closing a session. Inbound messages
 * reach the linked system by the signed webhook (consultation/consultation-jobs.ts).
 */
const publicConsultationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  const apiKey = authenticateApiKey(app.db);
  const consultation = createConsultationRepository(app.db);

  app.post(
    '/api/public/v1/kakao/consultation/messages',
    { schema: { body: ConsultationReply }, preValidation: apiKey },
    async (request) => {
      const profile = await consultation.profile({
        senderKey: request.body.senderKey,
        teamSeq: callerOf(request).teamSeq,
      });
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      if (!profile.enabled) throw conflict(CONSULTATION_OFF);
      return ok(await app.db.transaction((tx) => consultation.reply(tx, profile, request.body)));
    },
  );

  app.post(
    '/api/public/v1/kakao/consultation/sessions/:seq/close',
    { schema: { params: ConsultationSessionParams }, preValidation: apiKey },
    async (request) => ok(await consultation.closeByAgent(callerOf(request).teamSeq, request.params.seq)),
  );
};
export default publicConsultationRoutes;
