import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuery } from '@console/contracts/api-envelope';
import { SecurityUpdateRequest, type SecuritySettings } from '@console/contracts/account';
import { confirmPassword } from '../../../accounts/confirm-password';
import { maskMobile } from '../../../auth/security-code';
import { authOf } from '../../../http/request-auth';
import { invalidField, sessionInvalid } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';

const TURN_OFF_NEEDS_PASSWORD = '2단계 로그인을 끄려면 비밀번호를 입력해 주세요.';

/** Two-step login on or off (off asks for the password), and the account's login history (newest first, paged). */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = [app.authenticate, app.refuseWithdrawn];

  const settingsOf = async (userSeq: number): Promise<SecuritySettings> => {
    const record = await app.users.findByUserSeq(userSeq);
    if (!record) throw sessionInvalid();
    return { twoStepLogin: record.user.twoStepLogin, codeMobile: maskMobile(record.mobile) };
  };

  app.get('/api/account/security', { preValidation: guards }, async (request) =>
    ok(await settingsOf(authOf(request).user.userSeq)),
  );

  app.put(
    '/api/account/security',
    { schema: { body: SecurityUpdateRequest }, preValidation: guards },
    async (request) => {
      const { twoStepLogin, password } = request.body;
      const { userSeq } = authOf(request).user;
      // Turning the second factor off weakens the account: the password is asked again.
      if (!twoStepLogin && (await settingsOf(userSeq)).twoStepLogin) {
        if (!password) throw invalidField('password', TURN_OFF_NEEDS_PASSWORD);
        await confirmPassword(app, request, {
          userSeq,
          password,
          field: 'password',
          wrongMessage: '비밀번호가 올바르지 않아요.',
        });
      }
      await app.accountSettings.setTwoStepLogin(userSeq, twoStepLogin);
      return ok(await settingsOf(userSeq));
    },
  );

  app.get(
    '/api/account/login-history',
    { schema: { querystring: PageQuery }, preValidation: guards },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.accountSettings.loginHistory(authOf(request).user.userSeq, pageWindow(query));
      return ok(pageOf(items, query, total));
    },
  );
};
export default securityRoutes;
