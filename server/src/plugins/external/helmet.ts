import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. No Content-Security-Policy: module federation loads remotes from origins that
 * the environment registry names and can change at any time, so a fixed script-src would break
 * them. COEP off for the same reason (remote assets are not served with CORP by every CDN).
 * COOP allows popups: the identity-check popup (960 x 600) hands its result back to window.opener.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
  },
  { name: 'helmet' },
);
