import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileUpdateRequest } from '@console/contracts/account';
import { authOf } from '../../../http/request-auth';
import { sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

/** The caller's own name, e-mail and mobile; every role, but not while withdrawal is requested. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = [app.authenticate, app.refuseWithdrawn];

  app.get('/api/account/profile', { preValidation: guards }, async (request) => {
    const profile = await app.accountSettings.profile(authOf(request).user.userSeq);
    if (!profile) throw sessionInvalid();
    return ok(profile);
  });

  app.put(
    '/api/account/profile',
    { schema: { body: ProfileUpdateRequest }, preValidation: guards },
    async (request) => {
      const change = request.body;
      const { userSeq } = authOf(request).user;
      await app.accountSettings.updateProfile(userSeq, change);
      return ok(await app.accountSettings.profile(userSeq));
    },
  );
};
export default profileRoutes;
