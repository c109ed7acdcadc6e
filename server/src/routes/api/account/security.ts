import type { FastifyPluginAsync } from 'fastify';
import { PageQuery } from '@console/contracts/api-envelope';
import { SecurityUpdateRequest, type SecuritySettings } from '@console/contracts/account';
import { maskMobile } from '../../../auth/security-code';
import { authOf } from '../../../plugins/app/auth-guard';
import { sessionInvalid } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

/** Two-step login on or off, and the account's login history (newest first, paged). */
const securityRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = [app.authenticate, app.refuseWithdrawn];

  const settingsOf = async (userSeq: number): Promise<SecuritySettings> => {
    const record = await app.users.findByUserSeq(userSeq);
    if (!record) throw sessionInvalid();
    return { twoStepLogin: record.user.twoStepLogin, codeMobile: maskMobile(record.mobile) };
  };

  app.get('/api/account/security', { preHandler }, async (request) => ok(await settingsOf(authOf(request).user.userSeq)));

  app.put('/api/account/security', { preHandler }, async (request) => {
    const { twoStepLogin } = parseInput(SecurityUpdateRequest, request.body);
    const { userSeq } = authOf(request).user;
    await app.accountSettings.setTwoStepLogin(userSeq, twoStepLogin);
    return ok(await settingsOf(userSeq));
  });

  app.get('/api/account/login-history', { preHandler }, async (request) => {
    const query = parseInput(PageQuery, request.query);
    const { items, total } = await app.accountSettings.loginHistory(authOf(request).user.userSeq, pageWindow(query));
    return ok(pageOf(items, query, total));
  });
};
export default securityRoutes;
