import { z } from 'zod';

export const NoticeCategory = z.enum(['NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT']);
export type NoticeCategory = z.infer<typeof NoticeCategory>;

export const NoticeSummary = z.object({
  seq: z.number().int(),
  title: z.string(),
  category: NoticeCategory,
  pinned: z.boolean(),
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;

export const Notice = NoticeSummary.extend({ body: z.string() });
export type Notice = z.infer<typeof Notice>;

export const NoticeQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  q: z.string().trim().max(100).optional(),
  category: NoticeCategory.optional(),
});
export type NoticeQuery = z.infer<typeof NoticeQuery>;

/** How a notice's body is kept: plain text (shown as paragraphs) or rich text (sanitised HTML). */
export const NoticeBodyFormat = z.enum(['TEXT', 'HTML']);
export type NoticeBodyFormat = z.infer<typeof NoticeBodyFormat>;

/** Notices per page of the public list. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_TITLE_MAX = 100;
/** Characters of a notice's HTML body. */
export const NOTICE_BODY_MAX = 100_000;
export const NOTICE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const NOTICE_ATTACHMENTS_MAX = 5;
/** Attachments are judged by their bytes; the name's extension must agree with them. */
export const NOTICE_ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'hwp', 'xlsx', 'zip'] as const;

/** A file attached to a notice; downloaded from /brand/customers/notice/{seq}/attachments/{id}. */
export const NoticeAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type NoticeAttachment = z.infer<typeof NoticeAttachment>;

/** One published notice as visitors read it. */
export const NoticeDetail = Notice.extend({
  /** Sanitised HTML: a rich body as the sanitiser left it, a plain one as escaped paragraphs. */
  body: z.string(),
  /** The body as plain text (meta description). */
  text: z.string(),
  attachments: z.array(NoticeAttachment),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

/** Where a notice stands for the operator: waiting for its publishAt, readable, or withdrawn. */
export const NoticeStatus = z.enum(['SCHEDULED', 'PUBLISHED', 'WITHDRAWN']);
export type NoticeStatus = z.infer<typeof NoticeStatus>;

/** A notice in the operator API: every notice, with its stored body and its state. */
export const AdminNotice = NoticeSummary.extend({
  body: z.string(),
  bodyFormat: NoticeBodyFormat,
  status: NoticeStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  attachments: z.array(NoticeAttachment),
});
export type AdminNotice = z.infer<typeof AdminNotice>;

const noticeTitle = z
  .string({ message: '제목을 입력해 주세요.' })
  .trim()
  .min(1, '제목을 입력해 주세요.')
  .max(NOTICE_TITLE_MAX, `제목은 ${NOTICE_TITLE_MAX}자까지 쓸 수 있어요.`);
const noticeCategory = z.enum(NoticeCategory.options, {
  message: '분류는 NOTICE(공지), MAINTENANCE(점검), UPDATE(업데이트), EVENT(이벤트) 중 하나예요.',
});
const noticeBody = z
  .string({ message: '본문을 입력해 주세요.' })
  .trim()
  .min(1, '본문을 입력해 주세요.')
  .max(NOTICE_BODY_MAX, `본문은 ${NOTICE_BODY_MAX.toLocaleString('en-US')}자까지 쓸 수 있어요.`);
const publishAt = z.string().datetime({ offset: true, message: '게시 시각을 ISO 8601 형식으로 입력해 주세요.' });
const pinned = z.boolean({ message: '상단 고정(pinned)은 true 또는 false예요.' });

/** POST /admin/api/notices: body is rich text (HTML), sanitised before it is kept; publishAt defaults to now. */
export const NoticePublishRequest = z.object({
  title: noticeTitle,
  category: noticeCategory,
  pinned: pinned.default(false),
  body: noticeBody,
  publishAt: publishAt.optional(),
});
export type NoticePublishRequest = z.infer<typeof NoticePublishRequest>;

/** PUT /admin/api/notices/:seq: a new title, category and body; pinned and publishAt stay unless given. */
export const NoticeEditRequest = z.object({
  title: noticeTitle,
  category: noticeCategory,
  pinned: pinned.optional(),
  body: noticeBody,
  publishAt: publishAt.optional(),
});
export type NoticeEditRequest = z.infer<typeof NoticeEditRequest>;

/** POST /admin/api/notices/:seq/pin */
export const NoticePinRequest = z.object({ pinned });
export type NoticePinRequest = z.infer<typeof NoticePinRequest>;

/**
 * The public notice list's query (/brand/customers/notice): a page is never refused for its query,
 * so anything unreadable falls back to the first page, every category and no search.
 */
export const NoticeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z
    .string()
    // NUL cannot reach PostgreSQL; it is no word anyone searches for.
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(z.string().max(100))
    .optional()
    .catch(undefined),
  category: NoticeCategory.optional().catch(undefined),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;
