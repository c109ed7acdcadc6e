import type { FastifyRequest } from 'fastify';

/**
 * The console is served over HTTPS: PUBLIC_URL says https://, or this request came in over TLS (with
 * TRUST_PROXY=1, the X-Forwarded-Proto of the proxy in front; without it, the socket's own).
 * Then the session cookie is Secure and answers carry Strict-Transport-Security.
 */
export function servedOverHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') === true || request.protocol === 'https';
}
