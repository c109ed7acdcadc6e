import type { FastifyPluginAsync } from 'fastify';
import { SENDING_LIMITS } from '@console/contracts/message-limits';
import { PRICES_KRW } from '@console/contracts/billing';
import { ok } from '../../../http/envelope';

/**
 * The sending limits the server enforces, for screens and linked systems (the same constants module
 * both use, so they never drift), with prices and, when the SMS provider is the simulator, its
 * documented test numbers and replies.
 */
const limitsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/async/meta/limits', async () => {
    const guide = app.smsChannel.simulatorGuide();
    return ok({
      ...SENDING_LIMITS,
      pricesKrw: PRICES_KRW,
      carrierSimulator: guide && {
        testNumbers: guide.testNumbers.map(({ pattern, code, reason }) => ({ pattern, code, reason })),
        // Replies when the sender is a representative number (15XX/16XX/18XX); an opt-out reply joins the 080 list.
        moReplies: guide.replies,
      },
    });
  });
};
export default limitsRoutes;
