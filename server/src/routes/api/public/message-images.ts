import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../http/envelope';
import { authenticateApiKey } from '../../../sending/api-key-caller';
import { readMessageImage } from '../../../sending/read-message-image';

/**
 * MMS image upload for linked systems (team API key): the console's checks by the file's bytes; the
 * answer's imageId goes into the send request's imageIds.
 */
const publicMessageImageRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  app.post('/api/public/v1/message-images', { preHandler: authenticateApiKey(app.db) }, async (request) => {
    const caller = request.apiKeyCaller!;
    const image = await readMessageImage(request);
    return ok(await app.messageImages.add({ ...image, teamSeq: caller.teamSeq, uploadedBy: null, apiKeySeq: caller.keySeq, uploaderName: `API 키: ${caller.keyName}` }));
  });
};
export default publicMessageImageRoutes;
