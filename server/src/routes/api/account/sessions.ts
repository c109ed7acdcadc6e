import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveSessionParams,
  CURRENT_SESSION_NOT_HERE,
  describeUserAgent,
  SESSION_NOT_FOUND,
  type ActiveSession,
  type LoggedOutSessions,
} from '@console/contracts/account-sessions';
import { authOf } from '../../../http/request-auth';
import { invalidField, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

/** The devices logged in to the caller's account now, and logging out one of the others or all of them. */
const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = [app.authenticate, app.refuseWithdrawn];

  app.get('/api/account/sessions', { preValidation: guards }, async (request) => {
    const { user, sessionId } = authOf(request);
    const sessions = await app.sessions.listActive(user.userSeq);
    return ok<ActiveSession[]>(
      sessions.map((session) => ({
        sessionId: session.sessionId,
        ...describeUserAgent(session.userAgent),
        userAgent: session.userAgent,
        ip: session.ip,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.sessionId === sessionId,
      })),
    );
  });

  app.delete(
    '/api/account/sessions/:sessionId',
    { schema: { params: ActiveSessionParams }, preValidation: guards },
    async (request) => {
      const { user, sessionId } = authOf(request);
      if (request.params.sessionId === sessionId) throw invalidField('sessionId', CURRENT_SESSION_NOT_HERE);
      if (!(await app.sessions.deleteOfUser(user.userSeq, request.params.sessionId))) throw notFound(SESSION_NOT_FOUND);
      return ok({ ended: 1 } satisfies LoggedOutSessions);
    },
  );

  app.post('/api/account/sessions/log-out-others', { preValidation: guards }, async (request) => {
    const { user, sessionId } = authOf(request);
    return ok<LoggedOutSessions>({ ended: await app.sessions.deleteOthersOfUser(user.userSeq, sessionId) });
  });
};
export default sessionsRoutes;
