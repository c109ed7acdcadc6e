import type { FastifyPluginAsync } from 'fastify';
import { NOTICE_PAGE_SIZE, NoticeListQuery } from '@console/contracts/brand';
import { noticeDetailPage, noticeListPage, notFoundPage, SITE_PATHS } from '@console/brand/site';
import { attachmentHeader } from '../../http/csv-export';
import { sendPage, siteContextOf, type SiteRouteOptions } from './site-page';

/** A path segment that is a row number (SPEC 5: {seq} is an integer); anything else is no notice. */
const rowNumberOf = (segment: string): number | null => {
  if (!/^\d{1,9}$/.test(segment)) return null;
  const value = Number(segment);
  return value >= 1 ? value : null;
};

/**
 * The public notice pages, read from the database on every request: a notice an operator publishes
 * is on them (and on the home) at the next request, with no cache and no rebuild.
 */
const siteNoticeRoutes: FastifyPluginAsync<SiteRouteOptions> = async (app, options) => {
  app.get(SITE_PATHS.notices, async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const query = NoticeListQuery.parse(request.query);
    const filter = { q: query.q || undefined, category: query.category };
    const { items, total } = await app.notices.list({
      ...filter,
      limit: NOTICE_PAGE_SIZE,
      offset: (query.page - 1) * NOTICE_PAGE_SIZE,
    });
    // A page past the last one does not exist (an empty first page is the empty state).
    if (items.length === 0 && query.page > 1) return sendPage(reply, ctx, notFoundPage(ctx), 404);
    return sendPage(reply, ctx, noticeListPage(ctx, { items, total, page: query.page, ...filter }));
  });

  app.get<{ Params: { seq: string } }>(`${SITE_PATHS.notices}/:seq`, async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const seq = rowNumberOf(request.params.seq);
    // Unknown, scheduled for later or withdrawn: not a page.
    const notice = seq ? await app.notices.find(seq) : null;
    if (!notice) return sendPage(reply, ctx, notFoundPage(ctx), 404);
    const { previous, next } = await app.notices.neighbours(notice.seq);
    return sendPage(reply, ctx, noticeDetailPage(ctx, { notice, previous, next }));
  });

  app.get<{ Params: { seq: string; id: string } }>(
    `${SITE_PATHS.notices}/:seq/attachments/:id`,
    async (request, reply) => {
      const seq = rowNumberOf(request.params.seq);
      const id = rowNumberOf(request.params.id);
      const file = seq && id ? await app.notices.attachment(seq, id) : null;
      if (!file) {
        const ctx = await siteContextOf(app, request, options.publicUrl);
        return sendPage(reply, ctx, notFoundPage(ctx), 404);
      }
      // Images show in the notice's body; every other file is a download under its Korean name.
      const disposition = attachmentHeader(file.fileName);
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          file.contentType.startsWith('image/') ? disposition.replace(/^attachment/, 'inline') : disposition,
        )
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
export default siteNoticeRoutes;
