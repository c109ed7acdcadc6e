import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionAnswerFor } from '../../../accounts/session-answer';
import { ok } from '../../../http/envelope';

/** The shell's boot call: who is logged in, with a fresh access token. Never an error for "nobody". */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/_auth/session', async (request) =>
    ok(await sessionAnswerFor(app, await app.sessionCookie.read(request))),
  );

  app.delete('/api/_auth/session', async (request, reply) => {
    const session = await app.sessionCookie.read(request);
    if (session) await app.sessions.delete(session.sessionId);
    app.sessionCookie.clear(reply);
    return ok(null);
  });
};
export default sessionRoutes;
