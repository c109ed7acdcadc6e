import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_SEND_API_PATH } from '@console/contracts/api-keys';
import { buildSendRequestSchema, MessageResultQuery } from '@console/contracts/send-requests';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { acceptRequest } from '../../../sending/accept-request';
import { authenticateApiKey, type ApiKeyCaller } from '../../../sending/api-key-caller';
import { SendRequestSeqParams } from '@console/contracts/send-requests';
import { idempotencyKeyOf, SEND_BODY_LIMIT } from '../../../sending/idempotency-key';

const callerOf = (request: FastifyRequest): ApiKeyCaller => {
  if (!request.apiKeyCaller) throw new Error('route is missing the authenticateApiKey preHandler');
  return request.apiKeyCaller;
};

/**
 * The send API for linked systems (team API keys): the console's rules, answers and Idempotency-Key,
 * with the key's team in place of Curr-Team-Seq. Not behind the console's AJAX/CSRF header.
 */
const publicSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  const apiKey = authenticateApiKey(app.db);

  app.post(
    PUBLIC_SEND_API_PATH,
    { schema: { body: buildSendRequestSchema() }, preValidation: apiKey, bodyLimit: SEND_BODY_LIMIT },
    async (request, reply) => {
      const caller = callerOf(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const body = request.body;
      const { answer, replayed } = await acceptRequest(app.db, app.sendRequests, app.smsChannel, {
        teamSeq: caller.teamSeq,
        user: { userSeq: null, name: `API 키: ${caller.keyName}` },
        request: body,
        idempotencyKey,
        apiKeySeq: caller.keySeq,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(answer);
    },
  );

  app.get(
    '/api/public/v1/send-requests/:seq',
    { schema: { params: SendRequestSeqParams }, preValidation: apiKey },
    async (request) => {
      const { seq } = request.params;
      const found = await app.sendRequests.find(callerOf(request).teamSeq, seq);
      if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
      return ok(found);
    },
  );

  app.get(
    '/api/public/v1/send-requests/:seq/messages',
    { schema: { params: SendRequestSeqParams, querystring: MessageResultQuery }, preValidation: apiKey },
    async (request) => {
      const { seq } = request.params;
      const found = await app.sendRequests.find(callerOf(request).teamSeq, seq);
      if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
      const query = request.query;
      const { items, total } = await app.sendRequests.messages(
        found.seq,
        { status: query.status, phone: query.phone?.replace(/\D/g, '') || undefined },
        pageWindow(query),
      );
      return ok(pageOf(items, query, total));
    },
  );
};
export default publicSendRequestsRoutes;
