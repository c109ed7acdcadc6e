import fp from 'fastify-plugin';
import { ResultCode } from '@console/contracts/api-envelope';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARDED_PREFIXES = ['/api/', '/async/'];

/**
 * CSRF guard: the console's client sends `AJAX: true` on every call. A cross-site form cannot set a
 * header, and a cross-site fetch that sets one needs a CORS preflight this server never grants.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (!GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      // The public send API is called by servers with a team API key, never by a browser session.
      if (request.url.startsWith('/api/public/')) return;
      if (request.headers.ajax === 'true') return;
      request.log.warn({ url: request.url }, 'state-changing request without the AJAX header refused');
      return reply.code(403).send({
        resultCode: ResultCode.FORBIDDEN,
        resultData: null,
        message: '허용되지 않은 요청이에요. 화면을 새로고침한 뒤 다시 시도해 주세요.',
      });
    });
  },
  { name: 'csrf-guard' },
);
