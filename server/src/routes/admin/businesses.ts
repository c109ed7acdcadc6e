import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VerificationDecisionRequest } from '@console/contracts/business';
import {
  confirmProviderContract,
  decideVerification,
  type ReviewDependencies,
} from '../../businesses/verification-review';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { businessInfoOf } from '../../businesses/business-info';

const BizSeqParams = z.object({
  bizSeq: z.coerce
    .number({ message: '사업자 번호(bizSeq)가 올바르지 않아요.' })
    .int('사업자 번호(bizSeq)가 올바르지 않아요.')
    .min(1, '사업자 번호(bizSeq)가 올바르지 않아요.')
    .max(2_147_483_647, '사업자 번호(bizSeq)가 올바르지 않아요.'),
});

/**
 * Operator calls until an operator console exists (PRODUCT.md), behind the ADMIN_TOKEN bearer:
 * review a business's registration file, download it, confirm a value-added provider's contract.
 */
const adminBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ReviewDependencies => ({
    db: app.db,
    businesses: app.businesses,
    businessFiles: app.businessFiles,
    notifications: app.notifications,
  });
  const businessOf = async ({ bizSeq }: { bizSeq: number }) => {
    const business = await app.businesses.find(bizSeq);
    if (!business) throw notFound('사업자를 찾을 수 없어요.');
    return business;
  };

  app.post(
    '/admin/api/businesses/:bizSeq/verification',
    { schema: { params: BizSeqParams, body: VerificationDecisionRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const business = await businessOf(request.params);
      const body = request.body;
      const review =
        body.decision === 'APPROVE'
          ? ({ decision: 'APPROVE' } as const)
          : ({ decision: 'REJECT', reason: body.reason ?? '' } as const);
      const file = await decideVerification(deps(), business.bizSeq, review, 'ADMIN');
      if (!file) throw conflict('심사를 기다리는 사업자등록증이 없어요.');
      return ok(await businessInfoOf(app, business.bizSeq));
    },
  );

  app.get(
    '/admin/api/businesses/:bizSeq/biz-file',
    { preValidation: app.requireAdmin, schema: { params: BizSeqParams } },
    async (request, reply) => {
      const business = await businessOf(request.params);
      const file = await app.businessFiles.content(business.bizSeq);
      if (!file) throw notFound('올라온 사업자등록증이 없어요.');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    '/admin/api/businesses/:bizSeq/provider-contract',
    { preValidation: app.requireAdmin, schema: { params: BizSeqParams } },
    async (request) => {
      const business = await businessOf(request.params);
      if (business.type !== 'VALUE_ADDED_PROVIDER') throw conflict('부가통신사업자가 아니어서 확정할 계약이 없어요.');
      if (!(await confirmProviderContract(deps(), business.bizSeq))) throw conflict('이미 계약이 확정된 사업자예요.');
      return ok(await businessInfoOf(app, business.bizSeq));
    },
  );
};
export default adminBusinessRoutes;
