import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequest, type LoginAnswer } from '@console/contracts/session';
import { LOGIN_MAX_FAILURES } from '../../../accounts/login-history-repository';
import { sendSecurityCode } from '../../../accounts/two-step-login';
import { businessWithdrawn } from '../../../businesses/businesses-repository';
import { WITHDRAWN_MESSAGE } from '../../../withdrawals/withdrawal-decision';
import { decoyPasswordHash, verifyPassword } from '../../../auth/password-hash';
import { rateLimited, sessionInvalid } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

const WRONG_CREDENTIALS = '아이디 또는 비밀번호가 올바르지 않아요.';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    { schema: { body: LoginRequest }, config: { rateLimit: { max: 100, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { id, password } = request.body;
      const attempt = { loginId: id, ip: request.ip, userAgent: request.headers['user-agent'] };

      const throttle = await app.loginHistory.recentFailures(id, request.ip);
      if (throttle.failures >= LOGIN_MAX_FAILURES) {
        await app.loginHistory.record({ ...attempt, userSeq: null, result: 'THROTTLED' });
        const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
        throw rateLimited(
          `로그인 시도가 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`,
          throttle.retryAfterSeconds,
        );
      }

      const record = await app.users.findByLoginId(id);
      const passwordOk = await verifyPassword(password, record?.passwordHash ?? (await decoyPasswordHash()));
      if (!record || !passwordOk) {
        await app.loginHistory.record({
          ...attempt,
          userSeq: record?.user.userSeq ?? null,
          result: record ? 'WRONG_PASSWORD' : 'UNKNOWN_ID',
        });
        throw sessionInvalid(WRONG_CREDENTIALS);
      }

      // A business whose withdrawal was completed keeps its data but nobody of it logs in.
      if (await businessWithdrawn(app.db, record.user.business.bizSeq)) {
        throw sessionInvalid(WITHDRAWN_MESSAGE);
      }

      // A login always starts a new session (no fixation); the old one, if any, ends.
      const previous = await app.sessionCookie.read(request);
      if (previous) await app.sessions.delete(previous.sessionId);
      const twoStep = record.user.twoStepLogin;
      const { sessionId, secret } = await app.sessions.create({
        userSeq: record.user.userSeq,
        state: twoStep ? 'CODE_PENDING' : 'ACTIVE',
        ip: request.ip,
        userAgent: attempt.userAgent,
      });
      app.sessionCookie.set(reply, secret);
      await app.loginHistory.record({
        ...attempt,
        userSeq: record.user.userSeq,
        result: twoStep ? 'CODE_SENT' : 'SUCCESS',
      });
      if (!twoStep) return ok<LoginAnswer>({ securityCodeRequired: false, codeSentTo: null });

      const session = (await app.sessions.findById(sessionId))!;
      const sent = await sendSecurityCode(app, session, record.mobile);
      return ok<LoginAnswer>({ securityCodeRequired: true, codeSentTo: sent.codeSentTo });
    },
  );
};
export default loginRoutes;
