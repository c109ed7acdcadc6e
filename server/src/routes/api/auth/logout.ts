import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../http/envelope';

const logoutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/auth/logout', async (request, reply) => {
    const session = await app.sessionCookie.read(request);
    if (session) await app.sessions.delete(session.sessionId);
    app.sessionCookie.clear(reply);
    return ok(null);
  });
};
export default logoutRoutes;
