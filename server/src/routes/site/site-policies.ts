import type { FastifyPluginAsync } from 'fastify';
import { isPolicyKey, notFoundPage, policyPage, policyVersionOf } from '@console/brand/site';
import { sendPage, siteContextOf, type SiteRouteOptions } from './site-page';

/**
 * /brand/policy/{tou, privacyPolicy}: the newest version, or `?version=<effective date>` of an
 * earlier one; an unknown document or version is a 404 page.
 */
const sitePolicyRoutes: FastifyPluginAsync<SiteRouteOptions> = async (app, options) => {
  app.get<{ Params: { policy: string }; Querystring: { version?: unknown } }>(
    '/brand/policy/:policy',
    async (request, reply) => {
      const ctx = await siteContextOf(app, request, options.publicUrl);
      const { policy } = request.params;
      if (!isPolicyKey(policy)) return sendPage(reply, ctx, notFoundPage(ctx), 404);
      const version = policyVersionOf(policy, request.query.version);
      if (!version) return sendPage(reply, ctx, notFoundPage(ctx), 404);
      return sendPage(reply, ctx, policyPage(ctx, { policy, version }));
    },
  );
};
export default sitePolicyRoutes;
