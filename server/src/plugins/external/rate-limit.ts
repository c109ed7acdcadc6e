import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimited } from '../../http/api-error';
import { databaseRateLimitStore } from '../../rate-limits/rate-limit-store';

/**
 * A coarse per-IP flood guard, used only by routes that opt in (config.rateLimit). On PostgreSQL its
 * counters are in the database (rate_limit_hits), so several server processes share one limit; on the
 * embedded PGlite (one process) they stay in memory. The rules that matter (wrong passwords per id,
 * code resends) are counted in their own tables either way.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.db.kind === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
      errorResponseBuilder: (_request, context) =>
        rateLimited('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.', context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
