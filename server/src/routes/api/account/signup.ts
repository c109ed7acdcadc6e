import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskMobile } from '../../../auth/security-code';
import {
  IdentityToken,
  LoginIdAvailabilityQuery,
  SignupRequest,
  type VerifiedIdentity,
} from '@console/contracts/signup';
import { loginIdTaken, signUp } from '../../../accounts/signup';
import { startSession } from '../../../accounts/start-session';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

const TokenParams = z.object({ token: IdentityToken });
// Public calls: a per-IP flood guard (the database-backed checks do the rest).
const FLOOD_GUARD = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** Sign-up by identity check: availability of a login id, the verified identity, and the sign-up itself. */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/login-id-availability',
    { schema: { querystring: LoginIdAvailabilityQuery }, config: FLOOD_GUARD },
    async (request) => {
      const { loginId } = request.query;
      return ok({ loginId, available: !(await loginIdTaken(app.db, loginId)) });
    },
  );

  app.get(
    '/api/account/identity-checks/:token',
    { config: FLOOD_GUARD, schema: { params: TokenParams } },
    async (request) => {
      const { token } = request.params;
      const identity = await app.identityChecks.peek(token);
      if (!identity) throw notFound('본인인증 정보가 만료되었거나 이미 사용되었어요. 본인인증을 다시 해 주세요.');
      return ok<VerifiedIdentity>({
        name: identity.name,
        mobile: maskMobile(identity.mobile),
        birthDate: identity.birthDate,
        expiresAt: identity.expiresAt.toISOString(),
      });
    },
  );

  app.post('/api/account/signup', { schema: { body: SignupRequest }, config: FLOOD_GUARD }, async (request, reply) => {
    const body = request.body;
    const answer = await signUp(app, body);
    await startSession(app, request, reply, answer);
    return ok(answer);
  });
};
export default signupRoutes;
