import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRecord } from '../../accounts/sessions-repository';
import { servedOverHttps } from '../../http/served-over-https';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: {
      set(reply: FastifyReply, secret: string): void;
      clear(reply: FastifyReply): void;
      /** The unexpired session the request's cookie names, pending or complete. */
      read(request: FastifyRequest): Promise<SessionRecord | null>;
    };
  }
}

export const SESSION_COOKIE = 'console_session';

/**
 * The login cookie: httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site posts),
 * Secure in production and whenever the console is served over HTTPS (PUBLIC_URL https://, or the
 * request came in over TLS, behind a proxy with TRUST_PROXY=1). It has no Max-Age: the database
 * decides when a session ends.
 */
export default fp<{ production: boolean; publicUrl?: string }>(
  async (app, options) => {
    const attributes = (reply: FastifyReply) =>
      ({
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.production || servedOverHttps(reply.request, options.publicUrl),
      }) as const;
    app.decorate('sessionCookie', {
      set: (reply, secret) => void reply.setCookie(SESSION_COOKIE, secret, attributes(reply)),
      clear: (reply) => void reply.clearCookie(SESSION_COOKIE, attributes(reply)),
      async read(request) {
        const secret = request.cookies[SESSION_COOKIE];
        return secret ? app.sessions.findBySecret(secret) : null;
      },
    });
  },
  { name: 'session-cookie', dependencies: ['accounts', 'cookie'] },
);
