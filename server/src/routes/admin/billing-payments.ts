import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentMode } from '@console/contracts/billing';
import { seqParams } from '@console/contracts/path-params';
import { switchPaymentMode } from '../../billing/billing-settings';
import { confirmDeposit } from '../../billing/top-ups';
import { publicTopUp } from '../../billing/top-ups-repository';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';

const TopUpSeqParams = seqParams('충전 번호(seq)가 올바르지 않아요.');
const BizSeqParams = z.object({
  bizSeq: z.coerce
    .number({ message: '사업자 번호(bizSeq)가 올바르지 않아요.' })
    .int('사업자 번호(bizSeq)가 올바르지 않아요.')
    .min(1, '사업자 번호(bizSeq)가 올바르지 않아요.')
    .max(2_147_483_647, '사업자 번호(bizSeq)가 올바르지 않아요.'),
});
const PaymentModeRequest = z.object({ mode: PaymentMode });

/**
 * Operator calls of billing payments, behind the ADMIN_TOKEN bearer: confirm a virtual-account
 * deposit the bank reported, switch a business between prepaid and postpaid.
 */
const adminBillingPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/api/billing/top-ups/:seq/deposit',
    { schema: { params: TopUpSeqParams }, preValidation: app.requireAdmin },
    async (request) => {
      const { outcome, topUp } = await confirmDeposit(
        { db: app.db, notifications: app.notifications },
        request.params.seq,
      );
      if (!topUp || outcome === 'NOT_FOUND') throw notFound('가상계좌 충전을 찾을 수 없어요.');
      if (outcome === 'EXPIRED') throw conflict('입금 기한이 지난 가상계좌예요. 충전을 다시 요청해야 해요.');
      if (outcome === 'NOT_WAITING') throw conflict('입금을 기다리는 충전이 아니에요.');
      return ok(publicTopUp(topUp));
    },
  );

  app.post(
    '/admin/api/billing/businesses/:bizSeq/mode',
    { schema: { params: BizSeqParams, body: PaymentModeRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const account = await switchPaymentMode(app.db, request.params.bizSeq, request.body.mode);
      if (!account) throw notFound('사업자를 찾을 수 없어요.');
      return ok(account);
    },
  );
};
export default adminBillingPaymentRoutes;
