import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AlimtalkTemplateQuery, KakaoSeqParams, SenderProfileQuery } from '@console/contracts/kakao';
import { buildAlimtalkSendRequestSchema } from '@console/contracts/kakao-send';
import { buildBrandMessageSendRequestSchema } from '@console/contracts/kakao-brand-send';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { alimtalkSendOptionsOf } from '../../../kakao/alimtalk-send-options';
import { alimtalkTemplateDetailOf, alimtalkTemplatePage } from '../../../kakao/alimtalk-template-detail';
import { authenticateApiKey, type ApiKeyCaller } from '../../../sending/api-key-caller';
import { SEND_BODY_LIMIT } from '../../../sending/idempotency-key';
import { apiKeySendHandler } from '../../../sending/send-handlers';

const callerOf = (request: FastifyRequest): ApiKeyCaller => {
  if (!request.apiKeyCaller) throw new Error('route is missing the authenticateApiKey preHandler');
  return request.apiKeyCaller;
};

/**
 * Kakao for linked systems (team API keys): alimtalk sends with the console's rules and
 * Idempotency-Key, sender profiles, templates and what may be sent. Results and signed delivery
 * callbacks are the send requests' own (/api/public/v1/send-requests/:seq): a request says its channel.
 */
const publicKakaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  const apiKey = authenticateApiKey(app.db);
  const kakao = { senderProfiles: app.senderProfiles, templates: app.alimtalkTemplates };

  app.post(
    '/api/public/v1/alimtalk/send-requests',
    { schema: { body: buildAlimtalkSendRequestSchema() }, preValidation: apiKey, bodyLimit: SEND_BODY_LIMIT },
    apiKeySendHandler(app, () => app.alimtalkChannel),
  );

  app.post(
    '/api/public/v1/brand-messages/send-requests',
    { schema: { body: buildBrandMessageSendRequestSchema() }, preValidation: apiKey, bodyLimit: SEND_BODY_LIMIT },
    apiKeySendHandler(app, () => app.brandMessageChannel),
  );

  app.get('/api/public/v1/kakao/send-options', { preValidation: apiKey }, async (request) => {
    const teamSeq = callerOf(request).teamSeq;
    return ok(
      await alimtalkSendOptionsOf(
        kakao,
        async () => (await app.callbackNumbers.listAll(teamSeq, { status: 'APPROVED' })).items.map((n) => n.number),
        teamSeq,
      ),
    );
  });

  app.get(
    '/api/public/v1/kakao/sender-profiles',
    { schema: { querystring: SenderProfileQuery }, preValidation: apiKey },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.senderProfiles.list(callerOf(request).teamSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/public/v1/kakao/templates',
    { schema: { querystring: AlimtalkTemplateQuery }, preValidation: apiKey },
    async (request) => {
      return ok(await alimtalkTemplatePage(app.alimtalkTemplates, callerOf(request).teamSeq, request.query));
    },
  );

  app.get(
    '/api/public/v1/kakao/templates/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: apiKey },
    async (request) =>
      ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, callerOf(request).teamSeq, request.params.seq)),
  );
};
export default publicKakaoRoutes;
