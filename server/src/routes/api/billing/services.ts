import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillingService, ServiceStopInput } from '@console/contracts/billing';
import { resumeService, serviceStatuses, stopService } from '../../../billing/services';
import { conflict } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';

const ServiceParams = z.object({
  service: z.enum(BillingService.options, { message: '알 수 없는 서비스예요.' }),
});

/** The services the business uses (every role reads); the master stops and resumes them. */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const master = [app.authenticate, app.requireRoles(['ROLE_MASTER'])];
  const statusOf = async (bizSeq: number, service: BillingService) =>
    (await serviceStatuses(app.db, bizSeq)).find((status) => status.service === service)!;

  app.get('/api/billing/services', { preValidation: app.authenticate }, async (request) =>
    ok(await serviceStatuses(app.db, authOf(request).user.business.bizSeq)),
  );

  app.post(
    '/api/billing/services/:service/stop',
    { schema: { params: ServiceParams, body: ServiceStopInput.optional() }, preValidation: master },
    async (request) => {
      const { user } = authOf(request);
      const { service } = request.params;
      const stopped = await stopService(app.db, user.business.bizSeq, service, {
        reason: request.body?.reason ?? '',
        by: user.name,
      });
      if (!stopped) throw conflict('이미 이용을 중지한 서비스예요.');
      return ok(await statusOf(user.business.bizSeq, service));
    },
  );

  app.post(
    '/api/billing/services/:service/resume',
    { schema: { params: ServiceParams }, preValidation: master },
    async (request) => {
      const bizSeq = authOf(request).user.business.bizSeq;
      const { service } = request.params;
      if (!(await resumeService(app.db, bizSeq, service))) throw conflict('이용을 중지한 서비스가 아니에요.');
      return ok(await statusOf(bizSeq, service));
    },
  );
};
export default serviceRoutes;
