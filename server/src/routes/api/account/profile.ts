import type { FastifyPluginAsync } from 'fastify';
import { ProfileUpdateRequest } from '@console/contracts/account';
import { authOf } from '../../../http/request-auth';
import { sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

/** The caller's own name, e-mail and mobile; every role, but not while withdrawal is requested. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = [app.authenticate, app.refuseWithdrawn];

  app.get('/api/account/profile', { preHandler }, async (request) => {
    const profile = await app.accountSettings.profile(authOf(request).user.userSeq);
    if (!profile) throw sessionInvalid();
    return ok(profile);
  });

  app.put('/api/account/profile', { preHandler }, async (request) => {
    const change = parseInput(ProfileUpdateRequest, request.body);
    const { userSeq } = authOf(request).user;
    await app.accountSettings.updateProfile(userSeq, change);
    return ok(await app.accountSettings.profile(userSeq));
  });
};
export default profileRoutes;
