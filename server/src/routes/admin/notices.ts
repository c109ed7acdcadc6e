import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuery } from '@console/contracts/api-envelope';
import {
  NOTICE_ATTACHMENTS_MAX,
  NoticeEditRequest,
  NoticePinRequest,
  NoticePublishRequest,
} from '@console/contracts/brand';
import { rowNumber, seqParams } from '@console/contracts/path-params';
import { htmlToText, sanitizeNoticeHtml } from '../../brand/notice-html';
import type { NoticeChangeRefusal, NoticeInput } from '../../brand/notices-repository';
import { readNoticeAttachments, TOO_MANY } from '../../brand/read-notice-attachments';
import { conflict, invalidField, notFound } from '../../http/api-error';
import { ok, pageOf, pageWindow } from '../../http/envelope';

const NoticeSeqParams = seqParams('공지 번호(seq)가 올바르지 않아요.');
const AttachmentParams = NoticeSeqParams.extend({ id: rowNumber('첨부파일 번호(id)가 올바르지 않아요.') });
const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없어요.';

/** The body as it will be kept: sanitised; nothing left to read (only a script, say) is no body. */
function noticeInput(request: NoticePublishRequest | NoticeEditRequest): NoticeInput {
  const body = sanitizeNoticeHtml(request.body);
  if (!htmlToText(body) && !body.includes('<img')) {
    throw invalidField('body', '본문에 보여 줄 내용이 없어요. 스크립트와 스타일은 지워져요.');
  }
  return {
    title: request.title,
    category: request.category,
    pinned: request.pinned,
    body,
    publishAt: request.publishAt ? new Date(request.publishAt) : undefined,
  };
}

function refuse(refusal: NoticeChangeRefusal): never {
  if (refusal === 'NOT_FOUND') throw notFound(NOTICE_NOT_FOUND);
  if (refusal === 'WITHDRAWN') throw conflict('내린 공지는 바꿀 수 없어요.');
  throw invalidField('file', TOO_MANY);
}

/**
 * Operator calls behind ADMIN_TOKEN: publish (now or at publishAt), edit, pin and withdraw notices,
 * and attach files. A change is on the public pages at the next request: they read the database.
 */
const adminNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (seq: number) => {
    const notice = await app.notices.adminFind(seq);
    if (!notice) throw notFound(NOTICE_NOT_FOUND);
    return ok(notice);
  };

  app.get(
    '/admin/api/notices',
    { schema: { querystring: PageQuery }, preValidation: app.requireAdmin },
    async (request) => {
      const { items, total } = await app.notices.adminList(pageWindow(request.query));
      return ok(pageOf(items, request.query, total));
    },
  );

  app.get(
    '/admin/api/notices/:seq',
    { schema: { params: NoticeSeqParams }, preValidation: app.requireAdmin },
    async (request) => detail(request.params.seq),
  );

  app.post(
    '/admin/api/notices',
    { schema: { body: NoticePublishRequest }, preValidation: app.requireAdmin },
    async (request) => detail(await app.notices.publish(noticeInput(request.body))),
  );

  app.put(
    '/admin/api/notices/:seq',
    { schema: { params: NoticeSeqParams, body: NoticeEditRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const refusal = await app.notices.edit(request.params.seq, noticeInput(request.body));
      if (refusal) refuse(refusal);
      return detail(request.params.seq);
    },
  );

  app.post(
    '/admin/api/notices/:seq/pin',
    { schema: { params: NoticeSeqParams, body: NoticePinRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const refusal = await app.notices.pin(request.params.seq, request.body.pinned);
      if (refusal) refuse(refusal);
      return detail(request.params.seq);
    },
  );

  app.post(
    '/admin/api/notices/:seq/withdraw',
    { schema: { params: NoticeSeqParams }, preValidation: app.requireAdmin },
    async (request) => {
      const refusal = await app.notices.withdraw(request.params.seq);
      if (refusal === 'WITHDRAWN') throw conflict('이미 내린 공지예요.');
      if (refusal) refuse(refusal);
      return detail(request.params.seq);
    },
  );

  app.post(
    '/admin/api/notices/:seq/attachments',
    { schema: { params: NoticeSeqParams }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      // Answer an unknown notice before reading (and judging) the files.
      if (!(await app.notices.adminFind(seq))) throw notFound(NOTICE_NOT_FOUND);
      const files = await readNoticeAttachments(request);
      const added = await app.notices.addAttachments(seq, files, NOTICE_ATTACHMENTS_MAX);
      if (!Array.isArray(added)) refuse(added);
      return ok(added);
    },
  );

  app.delete(
    '/admin/api/notices/:seq/attachments/:id',
    { schema: { params: AttachmentParams }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq, id } = request.params;
      if (!(await app.notices.deleteAttachment(seq, id))) throw notFound('첨부파일을 찾을 수 없어요.');
      return detail(seq);
    },
  );
};
export default adminNoticeRoutes;
