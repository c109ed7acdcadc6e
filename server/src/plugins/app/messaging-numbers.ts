import fp from 'fastify-plugin';
import {
  createCallbackDocumentsRepository,
  type CallbackDocumentsRepository,
} from '../../numbers/callback-documents-repository';
import { createOptOutsRepository, type OptOutsRepository } from '../../opt-outs/opt-outs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    callbackDocuments: CallbackDocumentsRepository;
    /** The team's 080 opt-out list; the send pipeline asks isOptedOut(teamSeq, phones). */
    optOuts: OptOutsRepository;
    /** Seconds after a sender number (re)submission when the dev reviewer decides it; null = no simulator. */
    callbackReviewSimulatorSeconds: number | null;
  }
}

/** Sender number documents and review history, and the 080 opt-out list. */
export default fp<{ callbackReviewSimulatorSeconds: number | null }>(
  async (app, options) => {
    app.decorate('callbackDocuments', createCallbackDocumentsRepository(app.db));
    app.decorate('optOuts', createOptOutsRepository(app.db));
    app.decorate('callbackReviewSimulatorSeconds', options.callbackReviewSimulatorSeconds);
  },
  { name: 'messaging-numbers', dependencies: ['database'] },
);
