import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { loginPage, safeReturnUrl, showsDemoHint, SITE_PATHS } from '@console/brand/site';
import { maskMobile } from '../../auth/security-code';
import { sendPage, siteContextOf, type SiteRouteOptions } from './site-page';

export interface SiteLoginOptions extends SiteRouteOptions {
  /** CONSOLE_ENV: the demo accounts' hint shows outside production. */
  consoleEnv: string;
}

/** The page's script: plain JavaScript beside the page functions, served as it is written. */
export const LOGIN_SCRIPT_FILE = fileURLToPath(
  new URL('./client/login.mjs', import.meta.resolve('@console/brand/site')),
);

const IMMUTABLE = 'public, max-age=31536000, immutable';

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * /account/login rendered here (issue 16: the login page must not boot the federated console): the
 * form, the account links and the demo hint, enhanced by a few kilobytes of script at a
 * content-hashed address. A visitor already logged in goes on to the returnUrl; a session still
 * waiting for its security code opens on that step.
 */
const siteLoginRoutes: FastifyPluginAsync<SiteLoginOptions> = async (app, options) => {
  const script = await readFile(LOGIN_SCRIPT_FILE);
  const scriptGzip = gzipSync(script, { level: 9 });
  const scriptUrl = `/site/login.${createHash('sha256').update(script).digest('hex').slice(0, 12)}.js`;

  app.get(scriptUrl, async (request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding');
    if (!acceptsGzip(request)) return reply.send(script);
    return reply.header('content-encoding', 'gzip').send(scriptGzip);
  });

  app.get(SITE_PATHS.login, async (request, reply) => {
    const returnUrl = safeReturnUrl((request.query as Record<string, unknown>).returnUrl);
    const session = await app.sessionCookie.read(request);
    if (session?.state === 'ACTIVE') return reply.header('cache-control', 'no-store').redirect(returnUrl, 302);
    let pendingCode: { codeSentTo: string | null } | null = null;
    if (session?.state === 'CODE_PENDING') {
      const record = await app.users.findByUserSeq(session.userSeq);
      pendingCode = { codeSentTo: record ? maskMobile(record.mobile) : null };
    }
    const ctx = await siteContextOf(app, request, options.publicUrl);
    return sendPage(
      reply,
      ctx,
      loginPage(ctx, { returnUrl, scriptUrl, showDemoHint: showsDemoHint(options.consoleEnv), pendingCode }),
    );
  });

  // Without JavaScript the form posts here (no password ever travels in an address): the page
  // comes back, where the form says that logging in needs JavaScript.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, _b, done) => done(null, {}),
  );
  app.post(SITE_PATHS.login, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${SITE_PATHS.login}${query}`, 303);
  });
};
export default siteLoginRoutes;
