import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';
import { readMessageImage } from '../../../channels/sms/read-mms-image';
import { requireSendingAllowed } from '../../../sending/sending-guard';
import { IMAGE_NOT_FOUND, ImageIdParams } from '@console/contracts/mms-images';

/**
 * MMS images of the Curr-Team-Seq team: a member who may send uploads one JPG at a time (checked by
 * its bytes) and gets its imageId for the send request; every member reads the bytes back for previews.
 */
const messageImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/message-images',
    { preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed] },
    async (request) => {
      const { user } = authOf(request);
      const image = await readMessageImage(request);
      return ok(
        await app.messageImages.add({
          ...image,
          teamSeq: teamOf(request).teamSeq,
          uploadedBy: user.userSeq,
          apiKeySeq: null,
          uploaderName: user.name,
        }),
      );
    },
  );

  app.get(
    '/api/team/message-images/:imageId',
    { schema: { params: ImageIdParams }, preValidation: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const { imageId } = request.params;
      const content = await app.messageImages.content(teamOf(request).teamSeq, imageId);
      if (!content) throw notFound(IMAGE_NOT_FOUND);
      // An image never changes under its id: the browser may keep it (privately: it is the team's).
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
};
export default messageImageRoutes;
