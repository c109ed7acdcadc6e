import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessUpdateRequest } from '@console/contracts/business';
import { authOf } from '../../../http/request-auth';
import { ok } from '../../../http/envelope';
import { businessInfoOf } from '../../../businesses/business-info';

/** The caller's business: every member reads it; only the master edits it (PRODUCT.md). */
const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/business', { preValidation: [app.authenticate, app.refuseWithdrawn] }, async (request) =>
    ok(await businessInfoOf(app, authOf(request).user.business.bizSeq)),
  );

  app.put(
    '/api/account/business',
    {
      schema: { body: BusinessUpdateRequest },
      preValidation: [app.authenticate, app.requireRoles(['ROLE_MASTER']), app.refuseWithdrawn],
    },
    async (request) => {
      const change = request.body;
      const { bizSeq } = authOf(request).user.business;
      await app.businesses.update(bizSeq, change);
      return ok(await businessInfoOf(app, bizSeq));
    },
  );
};
export default businessRoutes;
