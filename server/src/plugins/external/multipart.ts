import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Multipart bodies (the API client's "POST with form data"): documents and images, 10 MB at most. */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  },
  { name: 'multipart' },
);

// The parser under @fastify/multipart (busboy and its dicer) reports a body it cannot read with plain
// errors, no status: a body cut short ("Unexpected end of multipart data", "Part terminated early ..."),
// a content type without a usable boundary ("Multipart: Boundary not found", "Boundary required", a
// boundary over 256 characters: "The needle cannot have a length bigger than 256."), an odd content type.
const MALFORMED_BODY =
  /unexpected end of multipart data|boundary not found|boundary required|the needle cannot|unsupported content-type|missing content-type/i;

/**
 * Whether an error is the multipart parser refusing the request's body (the client's fault: a 400),
 * as opposed to a fault of the server while it handled a well-formed upload.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: number }).statusCode !== undefined) return false;
  return MALFORMED_BODY.test(error.message);
}
