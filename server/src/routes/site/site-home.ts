import type { FastifyPluginAsync } from 'fastify';
import {
  customersPage,
  homePage,
  renderRobots,
  renderSitemap,
  SERVICE_KEYS,
  servicePath,
  SITE_PATHS,
  type SitemapEntry,
} from '@console/brand/site';
import { PRICE_TABLE } from '../../billing/price-table';
import { sendPage, siteContextOf, type SiteRouteOptions } from './site-page';

/** Notices on the home and the customer centre. */
const LATEST_NOTICES = 5;
/** Notices listed in the sitemap (newest first). */
const SITEMAP_NOTICES = 500;

/** The home, the customer centre, the sitemap and robots.txt: server-rendered, no script. */
const siteHomeRoutes: FastifyPluginAsync<SiteRouteOptions> = async (app, options) => {
  app.get('/', async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const notices = await app.notices.list({ limit: LATEST_NOTICES, offset: 0 });
    return sendPage(reply, ctx, homePage(ctx, { notices: notices.items, prices: PRICE_TABLE.rows }));
  });

  app.get(SITE_PATHS.customers, async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const notices = await app.notices.list({ limit: LATEST_NOTICES, offset: 0 });
    return sendPage(reply, ctx, customersPage(ctx, { notices: notices.items }));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const notices = await app.notices.list({ limit: SITEMAP_NOTICES, offset: 0 });
    const entries: SitemapEntry[] = [
      { path: SITE_PATHS.home, lastModified: notices.items[0]?.publishedAt },
      ...SERVICE_KEYS.map((key) => ({ path: servicePath(key) })),
      { path: SITE_PATHS.terms },
      { path: SITE_PATHS.privacy },
      { path: SITE_PATHS.customers, lastModified: notices.items[0]?.publishedAt },
      { path: SITE_PATHS.notices, lastModified: notices.items[0]?.publishedAt },
      ...notices.items.map((notice) => ({
        path: `${SITE_PATHS.notices}/${notice.seq}`,
        lastModified: notice.publishedAt,
      })),
      { path: SITE_PATHS.consultingInquiry },
      { path: SITE_PATHS.partnershipInquiry },
      { path: SITE_PATHS.questionnaire },
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(renderSitemap(ctx.origin, entries));
  });

  app.get('/robots.txt', async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(ctx.origin));
  });
};
export default siteHomeRoutes;
