import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WithdrawalRequest } from '@console/contracts/account';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { confirmPassword } from '../../../accounts/confirm-password';
import { authOf } from '../../../http/request-auth';
import { conflict } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { cancelWithdrawal, requestWithdrawal, withdrawalOf } from '../../../withdrawals/withdrawals-repository';

/**
 * Withdrawal of the business's account (master only). A request turns the master's role into
 * ROLE_MASTER_DWT until an operator completes it; until then the master may take it back (DELETE),
 * which restores ROLE_MASTER. The other users of the business keep their roles meanwhile.
 */
const ALREADY_REQUESTED = '이미 탈퇴를 신청했어요. 검토가 끝나면 알려 드릴게요.';

/** A second request is refused before its body is read. */
const notRequestedYet = async (request: FastifyRequest) => {
  if (authOf(request).user.role === 'ROLE_MASTER_DWT') throw conflict(ALREADY_REQUESTED);
};

const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = [app.authenticate, app.requireRoles(['ROLE_MASTER'])];

  app.get('/api/account/withdrawal', { preValidation: guards }, async (request) =>
    ok(await withdrawalOf(app.db, authOf(request).user.userSeq)),
  );

  app.post(
    '/api/account/withdrawal',
    { schema: { body: WithdrawalRequest }, preValidation: [...guards, notRequestedYet] },
    async (request) => {
      const { user } = authOf(request);
      const body = request.body;
      await confirmPassword(app, request, {
        userSeq: user.userSeq,
        password: body.password,
        field: 'password',
        wrongMessage: '비밀번호가 올바르지 않아요.',
      });
      const requested = await app.db.transaction((tx) =>
        requestWithdrawal(tx, { userSeq: user.userSeq, bizSeq: user.business.bizSeq }, body.reason, body.detail),
      );
      if (!requested) throw conflict(ALREADY_REQUESTED);
      await app.outbox.send({
        channel: 'EMAIL',
        to: user.email,
        subject: '[메시지 콘솔] 회원 탈퇴 신청을 받았어요',
        body: `${user.name}님, ${user.business.name}의 회원 탈퇴 신청을 받았어요.\n담당자가 검토한 뒤 탈퇴를 처리해요. 검토 중에는 콘솔에 로그인해 탈퇴 신청을 취소할 수 있어요.\n문의: ${SUPPORT_EMAIL}`,
      });
      return ok(await withdrawalOf(app.db, user.userSeq));
    },
  );

  app.delete('/api/account/withdrawal', { preValidation: guards }, async (request) => {
    const { userSeq } = authOf(request).user;
    const cancelled = await app.db.transaction((tx) => cancelWithdrawal(tx, userSeq));
    if (!cancelled) throw conflict('취소할 탈퇴 신청이 없어요.');
    return ok(await withdrawalOf(app.db, userSeq));
  });
};
export default withdrawalRoutes;
