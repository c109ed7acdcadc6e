import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloseSalesInquiryRequest,
  SalesInquiryListQuery,
  SalesInquirySeqParams,
} from '@console/contracts/sales-inquiries';
import { conflict, notFound } from '../../http/api-error';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { createSalesInquiriesRepository } from '../../sales-inquiries/sales-inquiries-repository';

const NOT_FOUND = '문의를 찾을 수 없어요.';

/** The sales team's view of the public consulting and partnership inquiries, behind the ADMIN_TOKEN bearer. */
const adminSalesInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const salesInquiries = createSalesInquiriesRepository(app.db);

  app.get(
    '/admin/api/sales-inquiries',
    { schema: { querystring: SalesInquiryListQuery }, preValidation: app.requireAdmin },
    async (request) => {
      const { kind, state, ...paging } = request.query;
      const { items, total } = await salesInquiries.list({ kind, state }, pageWindow(paging));
      return ok(pageOf(items, paging, total));
    },
  );

  app.post(
    '/admin/api/sales-inquiries/:seq/close',
    {
      schema: { params: SalesInquirySeqParams, body: CloseSalesInquiryRequest },
      preValidation: app.requireAdmin,
    },
    async (request) => {
      const { seq } = request.params;
      if (!(await salesInquiries.close(seq, 'ADMIN', request.body.note))) {
        if (!(await salesInquiries.find(seq))) throw notFound(NOT_FOUND);
        throw conflict('이미 처리를 마친 문의예요.');
      }
      return ok(await salesInquiries.find(seq));
    },
  );
};
export default adminSalesInquiryRoutes;
