import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoticeQuery } from '@console/contracts/brand';
import { notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';

const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없어요.';

/** Public notices of the brand site (the console dashboard's block): pinned first, then newest; one with its sanitised body. */
const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/brand/notices', { schema: { querystring: NoticeQuery } }, async (request) => {
    const query = request.query;
    const { items, total } = await app.notices.list({
      q: query.q || undefined,
      category: query.category,
      ...pageWindow(query),
    });
    return ok(pageOf(items, query, total));
  });

  app.get<{ Params: { seq: string } }>('/api/brand/notices/:seq', async (request) => {
    const seq = Number(request.params.seq);
    // Anything but a plain positive integer is simply not a notice (SPEC 5: {seq} is an integer).
    if (!/^\d{1,9}$/.test(request.params.seq) || seq < 1) throw notFound(NOTICE_NOT_FOUND);
    const notice = await app.notices.find(seq);
    if (!notice) throw notFound(NOTICE_NOT_FOUND);
    return ok(notice);
  });
};
export default noticesRoutes;
