import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FindIdByEmailRequest,
  FindIdByIdentityRequest,
  PasswordResetByEmailRequest,
  PasswordResetByIdentityRequest,
  PasswordResetTokenRequest,
  type FindIdByIdentityAnswer,
  type PasswordResetTicket,
  type RecoveryAccepted,
} from '@console/contracts/account-recovery';
import { createAccountRecovery, type RecoveryRequest } from '../../../accounts/account-recovery';
import { ok } from '../../../http/envelope';

// Public calls: a per-IP flood guard in memory; the limits that matter are counted in the database.
const FLOOD_GUARD = { rateLimit: { max: 60, timeWindow: 60_000 } };
const ACCEPTED: RecoveryAccepted = { accepted: true };

/**
 * Find id and reset password, for people who are not logged in (/account/find/id and
 * /account/find/password). Links in mails go to PUBLIC_URL when set: without it they go to the host
 * the request named, which in production should not be trusted (set PUBLIC_URL there).
 */
const recoveryRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, { publicUrl }) => {
  const recovery = createAccountRecovery(app);
  const who = (request: FastifyRequest): RecoveryRequest => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
  });

  app.post(
    '/api/account/find-id/email',
    { schema: { body: FindIdByEmailRequest }, config: FLOOD_GUARD },
    async (request) => {
      await recovery.findIdsByEmail(who(request), request.body);
      return ok(ACCEPTED);
    },
  );

  app.post(
    '/api/account/find-id/identity',
    { schema: { body: FindIdByIdentityRequest }, config: FLOOD_GUARD },
    async (request) =>
      ok<FindIdByIdentityAnswer>({ ids: await recovery.findIdsByIdentity(who(request), request.body.identityToken) }),
  );

  app.post(
    '/api/account/password-reset/email',
    { schema: { body: PasswordResetByEmailRequest }, config: FLOOD_GUARD },
    async (request) => {
      await recovery.requestResetByEmail(who(request), request.body);
      return ok(ACCEPTED);
    },
  );

  app.post(
    '/api/account/password-reset/identity',
    { schema: { body: PasswordResetByIdentityRequest }, config: FLOOD_GUARD },
    async (request) => ok<PasswordResetTicket>(await recovery.resetTicketByIdentity(who(request), request.body)),
  );

  app.post(
    '/api/account/password-reset/token',
    { schema: { body: PasswordResetTokenRequest }, config: FLOOD_GUARD },
    async (request) => ok<PasswordResetTicket>(await recovery.ticketOf(request.body.token)),
  );

  // The body's schema depends on the token's login id (the password may not contain it): parsed inside.
  app.post('/api/account/password-reset', { config: FLOOD_GUARD }, async (request) =>
    ok(await recovery.resetPassword(who(request), request.body)),
  );
};
export default recoveryRoutes;
