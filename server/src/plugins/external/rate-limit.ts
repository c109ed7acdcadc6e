import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimited } from '../../http/api-error';

/**
 * A coarse per-IP flood guard, used only by routes that opt in (config.rateLimit). Its counters live
 * in this process's memory, which is fine for a flood guard; the rules that matter (wrong passwords
 * per id, code resends) are counted in the database so every server process agrees.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        rateLimited('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.', context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);
