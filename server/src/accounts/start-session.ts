import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Logs a newly created account in, as the login route would after a right password: a fresh
 * session (no fixation: an old one ends), the cookie, and a line in the login history.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { userSeq: number; loginId: string },
) {
  const previous = await app.sessionCookie.read(request);
  if (previous) await app.sessions.delete(previous.sessionId);
  const userAgent = request.headers['user-agent'];
  const { secret } = await app.sessions.create({ userSeq: user.userSeq, state: 'ACTIVE', ip: request.ip, userAgent });
  app.sessionCookie.set(reply, secret);
  await app.loginHistory.record({
    loginId: user.loginId,
    userSeq: user.userSeq,
    ip: request.ip,
    userAgent,
    result: 'SUCCESS',
  });
}
