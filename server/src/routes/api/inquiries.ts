import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InquiryAttachmentParams,
  InquiryFollowUpFields,
  InquiryListQuery,
  InquirySeqParams,
  InquiryWriteFields,
} from '@console/contracts/inquiries';
import { notFound } from '../../http/api-error';
import { attachmentHeader } from '../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { authOf } from '../../http/request-auth';
import { inquiryDetailOf } from '../../inquiries/inquiries-repository';
import {
  followUp,
  readableInquiry,
  readerOf,
  writeInquiry,
  type InquiryDependencies,
} from '../../inquiries/inquiry-actions';
import { readInquiryUpload } from '../../inquiries/read-inquiry-upload';

const depsOf = (app: FastifyInstance): InquiryDependencies => ({
  db: app.db,
  inquiries: app.inquiries,
  notifications: app.notifications,
  outbox: app.outbox,
});

/**
 * 1:1 service inquiries of the signed-in user (any role, also one who asked to withdraw: questions
 * about the account are what the customer centre is for). A user reads and follows up the inquiries
 * they wrote, a master every inquiry of the business; another business's inquiry is 404.
 */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/api/inquiries',
    { schema: { querystring: InquiryListQuery }, preValidation: app.authenticate },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.inquiries.list(readerOf(authOf(request).user), {
        state: query.state,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.post('/api/inquiries', { preValidation: app.authenticate }, async (request) => {
    const { user } = authOf(request);
    const upload = await readInquiryUpload(request);
    const fields = parseInput(InquiryWriteFields, upload.fields);
    const seq = await writeInquiry(deps, user, () => app.teams.visibleTeamSeqs(user.userSeq), {
      ...fields,
      attachments: upload.attachments,
    });
    const inquiry = await readableInquiry(deps, user, seq);
    return ok(await inquiryDetailOf(app.inquiries, inquiry));
  });

  app.get(
    '/api/inquiries/:seq',
    { schema: { params: InquirySeqParams }, preValidation: app.authenticate },
    async (request) => {
      const inquiry = await readableInquiry(deps, authOf(request).user, request.params.seq);
      return ok(await inquiryDetailOf(app.inquiries, inquiry));
    },
  );

  app.post(
    '/api/inquiries/:seq/messages',
    { schema: { params: InquirySeqParams }, preValidation: app.authenticate },
    async (request) => {
      const { user } = authOf(request);
      // Found first: no upload is read for an inquiry the caller may not see.
      const inquiry = await readableInquiry(deps, user, request.params.seq);
      const upload = await readInquiryUpload(request);
      const fields = parseInput(InquiryFollowUpFields, upload.fields);
      await followUp(deps, user, inquiry, { body: fields.body, attachments: upload.attachments });
      return ok(await inquiryDetailOf(app.inquiries, await readableInquiry(deps, user, inquiry.seq)));
    },
  );

  app.get(
    '/api/inquiries/:seq/attachments/:id',
    { schema: { params: InquiryAttachmentParams }, preValidation: app.authenticate },
    async (request, reply) => {
      const { seq, id } = request.params;
      await readableInquiry(deps, authOf(request).user, seq);
      const file = await app.inquiries.attachment(seq, id);
      if (!file) throw notFound('첨부 파일을 찾을 수 없어요.');
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
export default inquiryRoutes;
