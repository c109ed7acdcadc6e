import type { FastifyInstance } from 'fastify';
import type { WithdrawalDecision } from '@console/contracts/account';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/api-error';

/** Users of a business whose withdrawal was completed cannot log in again. */
export const WITHDRAWN_MESSAGE = `탈퇴가 완료된 계정이에요. 다시 이용하려면 ${SUPPORT_EMAIL}로 문의해 주세요.`;

export async function businessWithdrawn(db: Queryable, bizSeq: number): Promise<boolean> {
  const rows = await db.query<{ withdrawn: boolean }>(
    'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM businesses WHERE biz_seq = $1',
    [bizSeq],
  );
  return rows[0]?.withdrawn ?? false;
}

/**
 * The operator's decision on a master's open withdrawal request.
 * COMPLETE: the business is marked withdrawn, every session of its users ends, its teams close
 * (API keys revoked, waiting reservations cancelled) and the master gets a mail; data is kept.
 * REJECT: the master's role is ROLE_MASTER again and the reason goes out by mail and notification.
 */
export async function decideWithdrawal(app: FastifyInstance, userSeq: number, decision: WithdrawalDecision) {
  const result = await app.db.transaction(async (tx) => {
    const [open] = await tx.query<{ seq: number; biz_seq: number; email: string; name: string; biz_name: string }>(
      `SELECT w.seq, w.biz_seq, u.email, u.name, b.name AS biz_name
         FROM account_withdrawals w JOIN users u ON u.user_seq = w.user_seq JOIN businesses b ON b.biz_seq = w.biz_seq
        WHERE w.user_seq = $1 AND w.cancelled_at IS NULL AND w.decided_at IS NULL AND u.role = 'ROLE_MASTER_DWT'
        FOR UPDATE OF w`,
      [userSeq],
    );
    if (!open) {
      const [user] = await tx.query('SELECT 1 FROM users WHERE user_seq = $1', [userSeq]);
      throw user ? conflict('검토를 기다리는 탈퇴 신청이 없어요.') : notFound('사용자를 찾을 수 없어요.');
    }
    if (decision.decision === 'REJECT') {
      await tx.query(`UPDATE users SET role = 'ROLE_MASTER', updated_at = now() WHERE user_seq = $1`, [userSeq]);
      await tx.query(
        `UPDATE account_withdrawals SET decision = 'REJECTED', decision_reason = $2, decided_at = now(), cancelled_at = now() WHERE seq = $1`,
        [open.seq, decision.reason],
      );
      await app.notifications.notify(
        { bizSeq: open.biz_seq },
        'SYSTEM',
        '회원 탈퇴 신청이 반려되었어요',
        `반려 사유: ${decision.reason}\n계정은 그대로 이용할 수 있어요. 문의: ${SUPPORT_EMAIL}`,
        '/account/info/deactivate',
        { tx },
      );
    } else {
      await tx.query(`UPDATE account_withdrawals SET decision = 'COMPLETED', decided_at = now() WHERE seq = $1`, [
        open.seq,
      ]);
      await tx.query('UPDATE businesses SET withdrawn_at = now() WHERE biz_seq = $1', [open.biz_seq]);
      await closeBusinessAccount(tx, open.biz_seq);
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

/** Ends every session of the business, revokes its API keys, cancels its reservations and closes its teams. */
async function closeBusinessAccount(tx: Queryable, bizSeq: number) {
  await tx.query('DELETE FROM sessions WHERE user_seq IN (SELECT user_seq FROM users WHERE biz_seq = $1)', [bizSeq]);
  const teams = 'SELECT team_seq FROM teams WHERE biz_seq = $1';
  await tx.query(
    `UPDATE api_keys SET status = 'REVOKED', revoked_at = now(), updated_at = now() WHERE status = 'ACTIVE' AND team_seq IN (${teams})`,
    [bizSeq],
  );
  const reserved = await tx.query<{ seq: number }>(
    `UPDATE send_requests SET status = 'CANCELLED', completed_at = now() WHERE status = 'RESERVED' AND team_seq IN (${teams}) RETURNING seq`,
    [bizSeq],
  );
  for (const { seq } of reserved) {
    const cancelled = await tx.query(
      `UPDATE messages SET status = 'CANCELLED' WHERE request_seq = $1 AND status = 'ACCEPTED' RETURNING seq`,
      [seq],
    );
    await tx.query('UPDATE send_requests SET cancelled_count = cancelled_count + $2 WHERE seq = $1', [
      seq,
      cancelled.length,
    ]);
  }
  await tx.query(`UPDATE teams SET status = 'CLOSED' WHERE biz_seq = $1`, [bizSeq]);
}
