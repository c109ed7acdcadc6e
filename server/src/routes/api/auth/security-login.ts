import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecurityLoginRequest } from '@console/contracts/session';
import { sessionAnswerFor } from '../../../accounts/session-answer';
import { checkSecurityCode } from '../../../accounts/two-step-login';
import { sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

/** Second step of a two-step login: the right code completes the pending session. */
const securityLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/security-login', { schema: { body: SecurityLoginRequest } }, async (request) => {
    const session = await app.sessionCookie.read(request);
    if (!session || session.state !== 'CODE_PENDING') throw sessionInvalid();
    const { code } = request.body;
    await checkSecurityCode(app, session, code);
    await app.sessions.activate(session.sessionId);
    const answer = await sessionAnswerFor(app, { ...session, state: 'ACTIVE' });
    await app.loginHistory.record({
      loginId: answer.user?.loginId ?? '',
      userSeq: session.userSeq,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      result: 'SUCCESS',
    });
    return ok(answer);
  });
};
export default securityLoginRoutes;
