import fp from 'fastify-plugin';
import type { Carrier } from '../../carrier/carrier';
import { createCarrierSimulator } from '../../carrier/carrier-simulator';
import { createMoMessagesRepository, type MoMessagesRepository } from '../../sending/mo-messages-repository';
import { createSendRequestsRepository, type SendRequestsRepository } from '../../sending/send-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sendRequests: SendRequestsRepository;
    /** Received (MO) messages of a team (/history/mo). */
    moMessages: MoMessagesRepository;
    /** The line to the carrier; the simulator unless a real one is configured. */
    carrier: Carrier;
  }
}

/** SMS/LMS/MMS sending: the requests repository and the carrier the delivery jobs hand messages to. */
export default fp<{ carrierReportDelaySeconds: number }>(
  async (app, options) => {
    app.decorate('sendRequests', createSendRequestsRepository(app.db));
    app.decorate('moMessages', createMoMessagesRepository(app.db));
    app.decorate('carrier', createCarrierSimulator({ reportDelaySeconds: options.carrierReportDelaySeconds }));
  },
  { name: 'sending', dependencies: ['database'] },
);
