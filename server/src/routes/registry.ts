import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  BUCKET_COOKIE,
  BUCKET_COOKIE_MAX_AGE_SECONDS,
  browserBucketKey,
  bucketOf,
  newBucketId,
  userBucketKey,
} from '../releases/canary-bucket';
import { OVERRIDE_COOKIE, parseOverrides } from '../releases/override-cookie';

const BUCKET_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The environment registry, read by the shell at boot; not wrapped in the result envelope. It is
 * resolved per request: a canary's share by the user (logged in) or the browser's bucket cookie, a
 * release manager's overrides from their cookie. So it is never cached, and varies by cookie.
 */
const registryRoutes: FastifyPluginAsync = async (app) => {
  /** The user of a complete session, else null. */
  async function userSeqOf(request: FastifyRequest): Promise<number | null> {
    const session = await app.sessionCookie.read(request);
    return session?.state === 'ACTIVE' ? session.userSeq : null;
  }

  /** `user:<userSeq>`, or the browser's id (a bucket cookie set now when it has none). */
  function bucketKey(request: FastifyRequest, reply: FastifyReply, userSeq: number | null): string {
    if (userSeq !== null) return userBucketKey(userSeq);
    const existing = request.cookies[BUCKET_COOKIE];
    if (existing && BUCKET_ID.test(existing)) return browserBucketKey(existing);
    const id = newBucketId();
    reply.setCookie(BUCKET_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.releases.secureCookies,
      maxAge: BUCKET_COOKIE_MAX_AGE_SECONDS,
    });
    return browserBucketKey(id);
  }

  /** The override cookie counts only for a release manager; anyone else's is ignored. */
  async function overridesOf(request: FastifyRequest, userSeq: number | null) {
    const overrides = parseOverrides(request.cookies[OVERRIDE_COOKIE]);
    if (!overrides || userSeq === null) return null;
    const record = await app.users.findByUserSeq(userSeq);
    return record && app.releases.isReleaseManager(record.user.loginId) ? overrides : null;
  }

  app.get('/registry.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Cookie');
    const userSeq = await userSeqOf(request);
    const registry = await app.registry.read({
      bucket: bucketOf(bucketKey(request, reply, userSeq)),
      overrides: await overridesOf(request, userSeq),
    });
    if (registry) return registry;
    return reply.code(503).send({
      resultCode: ResultCode.SERVER_ERROR,
      resultData: null,
      message: '서비스 구성 정보를 읽을 수 없어요. 잠시 후 다시 시도해 주세요.',
    });
  });
};
export default registryRoutes;
