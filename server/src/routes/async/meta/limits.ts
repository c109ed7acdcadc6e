import type { FastifyPluginAsync } from 'fastify';
import { SENDING_LIMITS } from '@console/contracts/message-limits';
import { PRICES_KRW } from '@console/contracts/billing';
import { SIMULATOR_MO_REPLIES, SIMULATOR_OUTCOMES, SIMULATOR_TEST_PREFIX } from '../../../carrier/simulator-outcomes';
import { ok } from '../../../http/envelope';

/**
 * The sending limits the server enforces, for screens and linked systems (the same constants module
 * both use, so they never drift), with prices and the simulator's documented test numbers.
 */
const limitsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/async/meta/limits', async () =>
    ok({
      ...SENDING_LIMITS,
      pricesKrw: PRICES_KRW,
      carrierSimulator: {
        testNumbers: Object.entries(SIMULATOR_OUTCOMES).map(([digit, report]) => ({
          pattern: `${SIMULATOR_TEST_PREFIX.slice(0, 3)}-${SIMULATOR_TEST_PREFIX.slice(3)}-0${digit}XX`,
          code: report?.code ?? '9001',
          reason: report?.reason ?? '결과 수신 시간 초과',
        })),
        // Replies when the sender is a representative number (15XX/16XX/18XX); an opt-out reply joins the 080 list.
        moReplies: Object.entries(SIMULATOR_MO_REPLIES).map(([digit, reply]) => ({
          pattern: `${SIMULATOR_TEST_PREFIX.slice(0, 3)}-${SIMULATOR_TEST_PREFIX.slice(3)}-0${digit}XX`,
          body: reply.body,
          optOut: reply.optOut,
        })),
      },
    }),
  );
};
export default limitsRoutes;
