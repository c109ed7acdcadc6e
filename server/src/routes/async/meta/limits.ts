import type { FastifyPluginAsync } from 'fastify';
import { SENDING_LIMITS } from '@console/contracts/message-limits';
import { PRICES_KRW } from '@console/contracts/billing';
import { SIMULATOR_OUTCOMES, SIMULATOR_TEST_PREFIX } from '../../../carrier/simulator-outcomes';
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
      },
    }),
  );
};
export default limitsRoutes;
