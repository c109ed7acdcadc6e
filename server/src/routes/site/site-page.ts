import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, renderDocument, type PageContent, type SiteContext } from '@console/brand/site';

/** What the public pages are rendered with: the language asked for, the public origin, whether a session is active. */
export async function siteContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  publicUrl: string | undefined,
): Promise<SiteContext> {
  const session = await app.sessionCookie.read(request);
  return {
    lang: languageOf(request.query as Record<string, unknown>),
    path: request.url.split('?')[0] ?? '/',
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
    loggedIn: session?.state === 'ACTIVE',
  };
}

/**
 * Answers a public page as HTML. It varies with the session (the header offers the console), so
 * browsers revalidate it; crawlers always get the current notices, with no rebuild. Its inlined
 * stylesheet carries the answer's CSP nonce (the policy itself: plugins/external/helmet.ts).
 */
export function sendPage(reply: FastifyReply, ctx: SiteContext, page: PageContent, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie')
    .send(renderDocument(ctx, page, { nonce: reply.pageNonce }));
}

/** Options of the public pages' routes. */
export interface SiteRouteOptions {
  /** PUBLIC_URL: canonical and Open Graph addresses; unset = the request's origin. */
  publicUrl: string | undefined;
}
