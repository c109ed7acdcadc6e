import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. No Content-Security-Policy: module federation loads remotes from origins that
 * the environment registry names and can change at any time, so a fixed script-src would break
 * them. COEP off for the same reason (remote assets are not served with CORP by every CDN).
 */
export default fp(async (app) => {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}, { name: 'helmet' });
