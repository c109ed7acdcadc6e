import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CmsAccountCheckInput } from '@console/contracts/billing';
import { checkCmsAccount } from '../../../billing/cms-registration';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { MASTER, requireChangingRole } from '../../../teams/team-access';

/** The CMS popup's account check with the bank (masters; 10 checks per business an hour). */
const cmsCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/billing/cms/account-check',
    { schema: { body: CmsAccountCheckInput }, preValidation: [app.authenticate, requireChangingRole(MASTER)] },
    async (request) => {
      const { user } = authOf(request);
      return ok(await checkCmsAccount(app.db, user.business.bizSeq, user.name, request.body));
    },
  );
};
export default cmsCheckRoutes;
