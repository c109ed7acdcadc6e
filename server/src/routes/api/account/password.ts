import type { FastifyPluginAsync } from 'fastify';
import { passwordChangeSchema } from '@console/contracts/account';
import { confirmPassword } from '../../../accounts/confirm-password';
import { hashPassword } from '../../../auth/password-hash';
import { authOf } from '../../../http/request-auth';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

const WRONG_CURRENT = '지금 쓰는 비밀번호가 올바르지 않아요.';

/**
 * Changes the caller's password: the current one is required (a wrong one is a 400 on its field,
 * not a 403 that would log the user out, and wrong guesses are throttled), the new one follows the rules of @console/contracts, and
 * every other session of the user ends.
 */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.put('/api/account/password', { preValidation: [app.authenticate, app.refuseWithdrawn] }, async (request) => {
    const { user, sessionId } = authOf(request);
    const body = parseInput(passwordChangeSchema(user.loginId), request.body);
    await confirmPassword(app, request, {
      userSeq: user.userSeq,
      password: body.currentPassword,
      field: 'currentPassword',
      wrongMessage: WRONG_CURRENT,
    });
    await app.accountSettings.changePassword(user.userSeq, await hashPassword(body.newPassword), sessionId);
    return ok({ changed: true });
  });
};
export default passwordRoutes;
