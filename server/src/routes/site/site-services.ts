import type { FastifyPluginAsync } from 'fastify';
import { isServiceKey, notFoundPage, servicePage } from '@console/brand/site';
import { PRICE_TABLE } from '../../billing/price-table';
import { sendPage, siteContextOf, type SiteRouteOptions } from './site-page';

/** /brand/service/{key}: one page per service, its prices from the server's price table; an unknown key is a 404 page. */
const siteServiceRoutes: FastifyPluginAsync<SiteRouteOptions> = async (app, options) => {
  app.get<{ Params: { service: string } }>('/brand/service/:service', async (request, reply) => {
    const ctx = await siteContextOf(app, request, options.publicUrl);
    const { service } = request.params;
    if (!isServiceKey(service)) return sendPage(reply, ctx, notFoundPage(ctx), 404);
    return sendPage(
      reply,
      ctx,
      servicePage(ctx, { service, prices: PRICE_TABLE.rows, pricesEffectiveFrom: PRICE_TABLE.effectiveFrom }),
    );
  });
};
export default siteServiceRoutes;
