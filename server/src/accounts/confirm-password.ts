import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/password-hash';
import { invalidField, rateLimited, sessionInvalid } from '../http/api-error';
import { LOGIN_MAX_FAILURES } from './login-history-repository';

/** Wrong confirmations count like wrong logins, under their own key and without the account. */
const throttleKey = (userSeq: number) => `confirm:${userSeq}`;

/**
 * The caller's password asked again before a sensitive change (new password, two-step login off,
 * withdrawal). A wrong one is a 400 on the form's field (a 403 would log the user out); wrong
 * guesses are throttled like logins, so a left-open browser cannot be used to guess the password.
 * Answers the user's record.
 */
export async function confirmPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { userSeq: number; password: string; field: string; wrongMessage: string },
) {
  const attempt = {
    loginId: throttleKey(input.userSeq),
    userSeq: null,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
  const throttle = await app.loginHistory.recentFailures(attempt.loginId, request.ip);
  if (throttle.failures >= LOGIN_MAX_FAILURES) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    throw rateLimited(
      `비밀번호를 너무 많이 틀렸어요. ${minutes}분 후에 다시 시도해 주세요.`,
      throttle.retryAfterSeconds,
    );
  }
  const record = await app.users.findByUserSeq(input.userSeq);
  if (!record) throw sessionInvalid();
  if (!(await verifyPassword(input.password, record.passwordHash))) {
    await app.loginHistory.record({ ...attempt, result: 'WRONG_PASSWORD' });
    throw invalidField(input.field, input.wrongMessage);
  }
  return record;
}
