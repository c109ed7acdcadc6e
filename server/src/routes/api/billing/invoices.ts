import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvoiceListQuery } from '@console/contracts/billing';
import { seqParams } from '@console/contracts/path-params';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';

const InvoiceSeqParams = seqParams('청구서 번호(seq)가 올바르지 않아요.');

/** The business's monthly invoices: every role of the business reads them. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/invoices',
    { schema: { querystring: InvoiceListQuery }, preValidation: app.authenticate },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.invoices.list(authOf(request).user.business.bizSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/billing/invoices/:seq',
    { schema: { params: InvoiceSeqParams }, preValidation: app.authenticate },
    async (request) => {
      const invoice = await app.invoices.detail(authOf(request).user.business.bizSeq, request.params.seq);
      if (!invoice) throw notFound('청구서를 찾을 수 없어요.');
      return ok(invoice);
    },
  );
};
export default invoiceRoutes;
