import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResultCode } from '@console/contracts/api-envelope';
import { UserUpdateRequest, type SessionUser } from '@console/contracts/session';
import { providerApproveOf } from '../../../accounts/provider-approval';
import { ApiError, sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

// SPEC 7: "failure is 400 Authentication error"; the client shows the Korean part.
const authenticationError = () =>
  new ApiError(400, ResultCode.VALIDATION, '인증 정보가 일치하지 않아요. 다시 로그인해 주세요. (Authentication error)');

/**
 * The client reports what it believes (verified, provider approve) and what it showed (alert). Beliefs
 * must match the database, which alone decides them; only the alert flag is stored as given.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/user', { schema: { body: UserUpdateRequest } }, async (request) => {
    const session = await app.sessionCookie.read(request);
    if (!session || session.state !== 'ACTIVE') throw sessionInvalid();
    const { user: claim } = request.body;
    const record = await app.users.findByUserSeq(session.userSeq);
    if (!record) throw sessionInvalid();
    const actual = record.user;
    if (claim.verified !== undefined && claim.verified !== actual.verified) throw authenticationError();
    if (claim.provider?.approve !== undefined && claim.provider.approve !== providerApproveOf(actual))
      throw authenticationError();
    const alert = claim.provider?.alert;
    if (alert === undefined || alert === actual.provider?.alert) return ok(actual);
    await app.users.setProviderAlert(actual.userSeq, alert);
    return ok<SessionUser>({ ...actual, provider: actual.provider ? { ...actual.provider, alert } : null });
  });
};
export default userRoutes;
