import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { authOf } from '../../../http/request-auth';
import { readMessageImage } from '../../../channels/sms/read-mms-image';
import { requireSendingAllowed } from '../../../sending/sending-guard';

const IMAGE_ID_INVALID = '이미지 번호가 올바르지 않아요.';
export const ImageIdParams = z.object({
  imageId: z.coerce
    .number({ message: IMAGE_ID_INVALID })
    .int(IMAGE_ID_INVALID)
    .min(1, IMAGE_ID_INVALID)
    .max(2_147_483_647, IMAGE_ID_INVALID),
});
export const IMAGE_NOT_FOUND = '이미지를 찾을 수 없어요.';

/**
 * MMS images of the Curr-Team-Seq team: a member who may send uploads one JPG at a time (checked by
 * its bytes) and gets its imageId for the send request; every member reads the bytes back for previews.
 */
const messageImageRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/team/message-images',
    { preHandler: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed] },
    async (request) => {
      const { user } = authOf(request);
      const image = await readMessageImage(request);
      return ok(
        await app.messageImages.add({
          ...image,
          teamSeq: request.team!.teamSeq,
          uploadedBy: user.userSeq,
          apiKeySeq: null,
          uploaderName: user.name,
        }),
      );
    },
  );

  app.get(
    '/api/team/message-images/:imageId',
    { preHandler: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const { imageId } = parseInput(ImageIdParams, request.params);
      const content = await app.messageImages.content(request.team!.teamSeq, imageId);
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
