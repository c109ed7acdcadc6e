import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WithdrawalDecisionRequest } from '@console/contracts/account';
import { decideWithdrawal } from '../../withdrawals/withdrawal-decision';
import { ok } from '../../http/envelope';

const UserSeqParams = z.object({
  userSeq: z.coerce
    .number({ message: '사용자 번호(userSeq)가 올바르지 않아요.' })
    .int('사용자 번호(userSeq)가 올바르지 않아요.')
    .min(1, '사용자 번호(userSeq)가 올바르지 않아요.')
    .max(2_147_483_647, '사용자 번호(userSeq)가 올바르지 않아요.'),
});

/** Operator call behind ADMIN_TOKEN: complete or reject a master's withdrawal request. */
const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/api/users/:userSeq/withdrawal',
    { schema: { params: UserSeqParams, body: WithdrawalDecisionRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { userSeq } = request.params;
      const decision = request.body;
      await decideWithdrawal(app, userSeq, decision);
      return ok({ userSeq, decision: decision.decision });
    },
  );
};
export default adminWithdrawalRoutes;
