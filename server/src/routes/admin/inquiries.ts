import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InquiryAnswerRequest,
  InquiryAttachmentParams,
  InquiryListQuery,
  InquirySeqParams,
} from '@console/contracts/inquiries';
import { notFound } from '../../http/api-error';
import { attachmentHeader } from '../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { inquiryDetailOf } from '../../inquiries/inquiries-repository';
import {
  answerInquiry,
  INQUIRY_NOT_FOUND,
  startInquiry,
  type InquiryDependencies,
} from '../../inquiries/inquiry-actions';

const AdminInquiryListQuery = InquiryListQuery.extend({
  bizSeq: z.coerce
    .number({ message: '사업자 번호(bizSeq)가 올바르지 않아요.' })
    .int('사업자 번호(bizSeq)가 올바르지 않아요.')
    .min(1, '사업자 번호(bizSeq)가 올바르지 않아요.')
    .max(2_147_483_647, '사업자 번호(bizSeq)가 올바르지 않아요.')
    .optional(),
});

/** What the writer sees as the answer's author when the operator gives no name. */
const DEFAULT_OPERATOR_NAME = '고객센터';

/**
 * The operator's side of 1:1 service inquiries, behind the ADMIN_TOKEN bearer: every business's
 * inquiries (the waiting ones first), their threads and files, taking one (-> IN_PROGRESS) and
 * answering (-> ANSWERED, with a console notification and an e-mail to the writer).
 */
const adminInquiryRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, { publicUrl }) => {
  const deps: InquiryDependencies = {
    db: app.db,
    inquiries: app.inquiries,
    notifications: app.notifications,
    outbox: app.outbox,
  };

  app.get(
    '/admin/api/inquiries',
    { schema: { querystring: AdminInquiryListQuery }, preValidation: app.requireAdmin },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.inquiries.listAll({
        state: query.state,
        bizSeq: query.bizSeq,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/admin/api/inquiries/:seq',
    { schema: { params: InquirySeqParams }, preValidation: app.requireAdmin },
    async (request) => {
      const inquiry = await app.inquiries.find(request.params.seq, null);
      if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
      return ok({
        ...(await inquiryDetailOf(app.inquiries, inquiry)),
        bizSeq: inquiry.bizSeq,
        businessName: inquiry.businessName,
      });
    },
  );

  app.get(
    '/admin/api/inquiries/:seq/attachments/:id',
    { schema: { params: InquiryAttachmentParams }, preValidation: app.requireAdmin },
    async (request, reply) => {
      const file = await app.inquiries.attachment(request.params.seq, request.params.id);
      if (!file) throw notFound('첨부 파일을 찾을 수 없어요.');
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.post(
    '/admin/api/inquiries/:seq/progress',
    { schema: { params: InquirySeqParams }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      await startInquiry(deps, seq);
      return ok({ seq, state: 'IN_PROGRESS' as const });
    },
  );

  app.post(
    '/admin/api/inquiries/:seq/answer',
    { schema: { params: InquirySeqParams, body: InquiryAnswerRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const { body, operatorName } = request.body;
      await answerInquiry(
        deps,
        seq,
        { body, operatorName: operatorName || DEFAULT_OPERATOR_NAME },
        publicUrl ?? `${request.protocol}://${request.host}`,
      );
      return ok({ seq, state: 'ANSWERED' as const });
    },
  );
};
export default adminInquiryRoutes;
