import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seqParams } from '@console/contracts/path-params';
import { collectInvoices } from '../../billing/invoice-collection';
import { closeMonth, kstMonthOf, previousKstMonth } from '../../billing/month-closing';
import { conflict, invalidField, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';

const MonthClosingRequest = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력해 주세요.')
    .optional(),
});
const InvoicePaymentRequest = z.object({
  method: z.literal('BANK_TRANSFER', { message: '납부 방법은 BANK_TRANSFER(계좌이체)만 받을 수 있어요.' }),
});
const InvoiceSeqParams = seqParams('청구서 번호(seq)가 올바르지 않아요.');

/** Operator calls behind ADMIN_TOKEN: close a month now, record a bank transfer, run the CMS collection. */
const adminBillingInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, notifications: app.notifications });

  app.post(
    '/admin/api/billing/month-closing',
    { schema: { body: MonthClosingRequest.optional() }, preValidation: app.requireAdmin },
    async (request) => {
      const month = request.body?.month ?? previousKstMonth();
      // A month still running would close without its last days' charges (and never again).
      if (month >= kstMonthOf(new Date())) throw invalidField('month', '아직 끝나지 않은 달은 마감할 수 없어요.');
      return ok({ created: await closeMonth(deps(), month), month });
    },
  );

  app.post(
    '/admin/api/billing/invoices/:seq/payment',
    { schema: { params: InvoiceSeqParams, body: InvoicePaymentRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      if (!(await app.invoices.detail(null, seq))) throw notFound('청구서를 찾을 수 없어요.');
      if (!(await app.invoices.markPaidByTransfer(seq))) throw conflict('이미 납부된 청구서예요.');
      return ok(await app.invoices.detail(null, seq));
    },
  );

  app.post('/admin/api/billing/invoice-collection', { preValidation: app.requireAdmin }, async () =>
    ok(await collectInvoices(deps())),
  );
};
export default adminBillingInvoiceRoutes;
