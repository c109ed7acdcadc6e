import fp from 'fastify-plugin';
import { createRcsRepository, type RcsRepository } from '../../rcs/rcs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** RCS brands, chat rooms and templates; sending reads approvedChatRooms / approvedTemplate. */
    rcs: RcsRepository;
    /** Seconds after an RCS brand or template (re)submission when the dev reviewer decides it; null = no simulator. */
    rcsReviewSimulatorSeconds: number | null;
  }
}

export default fp<{ rcsReviewSimulatorSeconds: number | null }>(
  async (app, options) => {
    app.decorate('rcs', createRcsRepository(app.db));
    app.decorate('rcsReviewSimulatorSeconds', options.rcsReviewSimulatorSeconds);
  },
  { name: 'rcs', dependencies: ['database'] },
);
