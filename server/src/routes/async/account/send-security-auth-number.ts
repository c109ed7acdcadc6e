import type { FastifyPluginAsync } from 'fastify';
import { assertResendAllowed, sendSecurityCode } from '../../../accounts/two-step-login';
import { sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

/**
 * Sends a new security code for the session waiting for one. Part of the login flow, so it goes by
 * the session cookie: a pending session has no access token yet.
 */
const sendSecurityAuthNumberRoutes: FastifyPluginAsync = async (app) => {
  app.post('/async/account/sendSecurityAuthNumber', async (request) => {
    const session = await app.sessionCookie.read(request);
    if (!session || session.state !== 'CODE_PENDING') throw sessionInvalid();
    assertResendAllowed(session);
    const record = await app.users.findByUserSeq(session.userSeq);
    if (!record) throw sessionInvalid();
    return ok(await sendSecurityCode(app, session, record.mobile));
  });
};
export default sendSecurityAuthNumberRoutes;
