import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RcsTemplateQuery, type RcsImage } from '@console/contracts/rcs';
import { buildRcsSendRequestSchema } from '@console/contracts/rcs-send';
import { invalidField, notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { readRcsUpload } from '../../../rcs/read-rcs-image';
import { rcsSendOptionsOf } from '../../../rcs/rcs-send-options';
import { authenticateApiKey, type ApiKeyCaller } from '../../../sending/api-key-caller';
import { apiKeySendHandler } from '../../../sending/send-handlers';
import { IMAGE_NOT_FOUND, ImageIdParams } from '@console/contracts/mms-images';
import { RcsSeqParams } from '@console/contracts/rcs';
import { rcsTemplateDetailOf } from '../../../rcs/rcs-template-detail';
import { SEND_BODY_LIMIT } from '../../../sending/idempotency-key';

const callerOf = (request: FastifyRequest): ApiKeyCaller => {
  if (!request.apiKeyCaller) throw new Error('route is missing the authenticateApiKey preHandler');
  return request.apiKeyCaller;
};
const uploaderOf = (caller: ApiKeyCaller) => `API 키: ${caller.keyName}`;

const CARD_IMAGE_REQUIRED = '카드 이미지를 올려 주세요.';
const RcsImageSeqParams = z.object({ imageSeq: ImageIdParams.shape.imageId });

/**
 * RCS for linked systems (team API keys): the console's RCS sending with its rules and Idempotency-Key,
 * what may be sent (chat rooms, approved templates), card images up and back. Results are the send
 * requests' own public endpoints (/api/public/v1/send-requests/:seq): a request says its channel.
 */
const publicRcsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  const apiKey = authenticateApiKey(app.db);

  app.post(
    '/api/public/v1/rcs/send-requests',
    { schema: { body: buildRcsSendRequestSchema() }, preValidation: apiKey, bodyLimit: SEND_BODY_LIMIT },
    apiKeySendHandler(app, () => app.rcsChannel),
  );

  app.get('/api/public/v1/rcs/send-options', { preValidation: apiKey }, async (request) =>
    ok(await rcsSendOptionsOf(app.rcs, callerOf(request).teamSeq)),
  );

  app.get(
    '/api/public/v1/rcs/templates',
    { schema: { querystring: RcsTemplateQuery }, preValidation: apiKey },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.rcs.templates(callerOf(request).teamSeq, {
        status: query.status,
        q: query.q || undefined,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/public/v1/rcs/templates/:seq',
    { schema: { params: RcsSeqParams }, preValidation: apiKey },
    async (request) => {
      const { seq } = request.params;
      return ok(await rcsTemplateDetailOf(app, callerOf(request).teamSeq, seq));
    },
  );

  /** A card image (multipart part `file`, JPG/PNG <= 1 MB by its bytes); its seq goes into cards[].imageSeq. */
  app.post('/api/public/v1/rcs/images', { preValidation: apiKey }, async (request) => {
    const caller = callerOf(request);
    const upload = await readRcsUpload(request, 'file', CARD_IMAGE_REQUIRED);
    if (!upload.image) throw invalidField('file', CARD_IMAGE_REQUIRED);
    const { image } = upload;
    const seq = await app.rcs.addKeyImage(
      caller.teamSeq,
      { purpose: 'CARD', ...image },
      { apiKeySeq: caller.keySeq, uploaderName: uploaderOf(caller) },
    );
    const answer: RcsImage = {
      seq,
      fileName: image.fileName,
      contentType: image.contentType,
      size: image.content.length,
    };
    return ok(answer);
  });

  app.get(
    '/api/public/v1/rcs/images/:imageSeq',
    { schema: { params: RcsImageSeqParams }, preValidation: apiKey },
    async (request, reply) => {
      const { imageSeq } = request.params;
      const image = await app.rcs.image(callerOf(request).teamSeq, imageSeq);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      // As the console's GET /api/team/rcs/images/:seq: the team's own image, kept privately for an hour.
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image.content);
    },
  );
};
export default publicRcsRoutes;
