import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  newCspNonce,
  OTHER_POLICY,
  originOf,
  pagePolicy,
  registryOrigins,
} from '../../hosting/content-security-policy';
import { servedOverHttps } from '../../http/served-over-https';
import { OVERRIDE_COOKIE, parseOverrides } from '../../releases/override-cookie';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonce (made when first read): inline <script> and <style> tags carry it. */
    readonly pageNonce: string;
  }
}

export interface HelmetPluginOptions {
  /** PUBLIC_URL: https:// means HSTS on every answer; its origin may be called from the pages. */
  publicUrl?: string;
}

const NONCE = Symbol('pageNonce');
const HSTS = 'max-age=31536000; includeSubDomains';

/** A release manager's URL overrides, whose origins their own console loads remotes from. */
async function overridesOf(app: FastifyInstance, request: FastifyRequest) {
  const overrides = parseOverrides(request.cookies?.[OVERRIDE_COOKIE]);
  if (!overrides || !Object.values(overrides).some((o) => 'url' in o) || !app.hasDecorator('releases')) return null;
  const session = await app.sessionCookie.read(request);
  if (session?.state !== 'ACTIVE') return null;
  const record = await app.users.findByUserSeq(session.userSeq);
  return record && app.releases.isReleaseManager(record.user.loginId) ? overrides : null;
}

/**
 * Security headers. Every HTML answer gets a Content-Security-Policy with a nonce of its own (the
 * page's inline tags carry it; nothing else inline runs) and the origins the environment registry
 * names for remotes, read per request, so a release that moves a remote to a CDN keeps working; every
 * other answer a policy that allows nothing. COEP off: remote assets are not served with CORP by
 * every CDN. COOP allows popups: the identity-check popup (960 x 600) hands its result back to
 * window.opener. HSTS only where the console is served over HTTPS.
 */
export default fp<HelmetPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: false,
    });
    const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;

    app.decorateReply('pageNonce', {
      getter(this: FastifyReply & { [NONCE]?: string }) {
        return (this[NONCE] ??= newCspNonce());
      },
    });

    /** The remotes' origins for this request; none (only 'self') while the registry cannot be read. */
    async function remoteOrigins(request: FastifyRequest): Promise<string[]> {
      if (!app.hasDecorator('registry')) return [];
      try {
        const [env, overrides] = await Promise.all([app.registry.environment(), overridesOf(app, request)]);
        return registryOrigins(env, overrides);
      } catch (error) {
        request.log.error({ err: error }, 'registry origins for the content security policy could not be read');
        return [];
      }
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      if (servedOverHttps(request, options.publicUrl)) reply.header('strict-transport-security', HSTS);
      if (reply.hasHeader('content-security-policy')) return done(null, payload);
      if (!/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
        reply.header('content-security-policy', OTHER_POLICY);
        return done(null, payload);
      }
      void remoteOrigins(request).then((origins) => {
        const connectOrigins = publicOrigin ? [publicOrigin] : [];
        reply.header(
          'content-security-policy',
          pagePolicy({ nonce: reply.pageNonce, remoteOrigins: origins, connectOrigins }),
        );
        done(null, payload);
      });
    });
  },
  { name: 'helmet' },
);
