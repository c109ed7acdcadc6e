import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authenticateApiKey } from '../../../sending/api-key-caller';
import { readMessageImage } from '../../../channels/sms/read-mms-image';
import { IMAGE_NOT_FOUND, ImageIdParams } from '@console/contracts/mms-images';

/**
 * MMS images for linked systems (team API key): the upload with the console's checks by the file's
 * bytes (the answer's imageId goes into the send request's imageIds), and the bytes of one of the
 * team's images read back.
 */
const publicMessageImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  const apiKey = authenticateApiKey(app.db);

  app.post('/api/public/v1/message-images', { preValidation: apiKey }, async (request) => {
    const caller = request.apiKeyCaller!;
    const image = await readMessageImage(request);
    return ok(
      await app.messageImages.add({
        ...image,
        teamSeq: caller.teamSeq,
        uploadedBy: null,
        apiKeySeq: caller.keySeq,
        uploaderName: `API 키: ${caller.keyName}`,
      }),
    );
  });

  app.get(
    '/api/public/v1/message-images/:imageId',
    { schema: { params: ImageIdParams }, preValidation: apiKey },
    async (request, reply) => {
      const { imageId } = request.params;
      const content = await app.messageImages.content(request.apiKeyCaller!.teamSeq, imageId);
      if (!content) throw notFound(IMAGE_NOT_FOUND);
      // As the console's: an image never changes under its id (MMS images are JPG only, checked on upload).
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
};
export default publicMessageImageRoutes;
