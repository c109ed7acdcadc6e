import type { FastifyPluginAsync } from 'fastify';
import { sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

/**
 * Renews the access token from the session cookie (the client's 401 refresh queue calls this), and
 * marks the session seen from this IP and browser (the security page's device list).
 */
const refreshTokenRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/auth/refresh-token', async (request) => {
    const session = await app.sessionCookie.read(request);
    if (!session || session.state !== 'ACTIVE') throw sessionInvalid();
    await app.sessions.touch(session.sessionId, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return ok({ accessToken: app.accessTokens.issue(session.sessionId, session.userSeq) });
  });
};
export default refreshTokenRoutes;
