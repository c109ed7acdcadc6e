import type { FastifyInstance } from 'fastify';
import type { WithdrawalDecision } from '@console/contracts/account';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { recordWithdrawalDecision } from './withdrawals-repository';

/** Users of a business whose withdrawal was completed cannot log in again. */
export const WITHDRAWN_MESSAGE = `탈퇴가 완료된 계정이에요. 다시 이용하려면 ${SUPPORT_EMAIL}로 문의해 주세요.`;

/**
 * The operator's decision on a master's open withdrawal request (withdrawals-repository.ts says what
 * each decision changes); the master hears it by mail, and a rejection also by notification.
 */
export async function decideWithdrawal(app: FastifyInstance, userSeq: number, decision: WithdrawalDecision) {
  const result = await app.db.transaction(async (tx) => {
    const open = await recordWithdrawalDecision(tx, userSeq, decision);
    if (decision.decision === 'REJECT') {
      await app.notifications.notify(
        { bizSeq: open.biz_seq },
        'SYSTEM',
        '회원 탈퇴 신청이 반려되었어요',
        `반려 사유: ${decision.reason}\n계정은 그대로 이용할 수 있어요. 문의: ${SUPPORT_EMAIL}`,
        '/account/info/deactivate',
        { tx },
      );
    }
    return open;
  });
  const completed = decision.decision === 'COMPLETE';
  const reason = decision.decision === 'REJECT' ? decision.reason : '';
  await app.outbox.send({
    channel: 'EMAIL',
    to: result.email,
    subject: completed ? '[메시지 콘솔] 회원 탈퇴가 완료되었어요' : '[메시지 콘솔] 회원 탈퇴 신청이 반려되었어요',
    body: completed
      ? `${result.name}님, ${result.biz_name}의 회원 탈퇴가 완료되었어요. 그동안 이용해 주셔서 감사합니다.\n발송 기록과 정산 자료는 법령에 따라 정해진 기간 동안 보관한 뒤 파기해요.\n문의: ${SUPPORT_EMAIL}`
      : `${result.name}님, ${result.biz_name}의 회원 탈퇴 신청이 반려되었어요.\n반려 사유: ${reason}\n계정은 그대로 이용할 수 있어요. 문의: ${SUPPORT_EMAIL}`,
  });
}
