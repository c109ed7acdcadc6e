import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESULT_OK, RESULT_UNVERIFIED } from '@console/contracts/api-envelope';
import type { VerifyStatusAnswer, YesNo } from '@console/contracts/session';
import { authOf } from '../../../http/request-auth';
import { ok } from '../../../http/envelope';
import { providerApproveOf } from '../../../accounts/provider-approval';

/** What the database says about the caller's business: contract approval and verification. */
const accountStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/async/account/info/provider-approve', { preValidation: app.authenticate }, async (request) =>
    ok<YesNo>(providerApproveOf(authOf(request).user)),
  );

  app.get('/async/account/verify/status', { preValidation: app.authenticate }, async (request) => {
    const { user } = authOf(request);
    return ok<VerifyStatusAnswer>({
      code: user.verified ? RESULT_OK : RESULT_UNVERIFIED,
      verificationDate: user.verificationDate,
    });
  });
};
export default accountStatusRoutes;
