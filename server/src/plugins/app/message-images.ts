import fp from 'fastify-plugin';
import { createMessageImagesRepository, type MessageImagesRepository } from '../../channels/sms/mms-images-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** MMS images uploaded by teams (console and public API). */
    messageImages: MessageImagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('messageImages', createMessageImagesRepository(app.db));
  },
  { name: 'message-images', dependencies: ['database'] },
);
