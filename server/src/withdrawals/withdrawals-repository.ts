import type { WithdrawalDecision, WithdrawalReason, WithdrawalState } from '@console/contracts/account';
import { endBusinessSessions } from '../accounts/sessions-repository';
import { setUserRole } from '../accounts/users-repository';
import { revokeTeamKeys } from '../api-keys/api-keys-repository';
import { markBusinessWithdrawn } from '../businesses/businesses-repository';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/api-error';
import { cancelTeamsReservations } from '../sending/send-requests-repository';
import { closeBusinessTeams } from '../teams/team-admin-repository';

export const NO_WITHDRAWAL: WithdrawalState = { requested: false, requestedAt: null, reason: null, detail: null };

/** The master's open withdrawal request, if any. */
export async function withdrawalOf(db: Queryable, userSeq: number): Promise<WithdrawalState> {
  const [row] = await db.query<{ requested_at: Date; reason: WithdrawalReason; detail: string }>(
    'SELECT requested_at, reason, detail FROM account_withdrawals WHERE user_seq = $1 AND cancelled_at IS NULL',
    [userSeq],
  );
  return row
    ? { requested: true, requestedAt: row.requested_at.toISOString(), reason: row.reason, detail: row.detail }
    : NO_WITHDRAWAL;
}

/** ROLE_MASTER -> ROLE_MASTER_DWT with the request recorded; false when it was already requested. */
export async function requestWithdrawal(
  tx: Queryable,
  user: { userSeq: number; bizSeq: number },
  reason: WithdrawalReason,
  detail: string,
): Promise<boolean> {
  if (!(await setUserRole(tx, user.userSeq, 'ROLE_MASTER_DWT', 'ROLE_MASTER'))) return false;
  await tx.query('INSERT INTO account_withdrawals (biz_seq, user_seq, reason, detail) VALUES ($1, $2, $3, $4)', [
    user.bizSeq,
    user.userSeq,
    reason,
    detail,
  ]);
  return true;
}

/** ROLE_MASTER_DWT -> ROLE_MASTER; false when there was no request to take back. */
export async function cancelWithdrawal(tx: Queryable, userSeq: number): Promise<boolean> {
  if (!(await setUserRole(tx, userSeq, 'ROLE_MASTER', 'ROLE_MASTER_DWT'))) return false;
  await tx.query('UPDATE account_withdrawals SET cancelled_at = now() WHERE user_seq = $1 AND cancelled_at IS NULL', [
    userSeq,
  ]);
  return true;
}

export interface OpenWithdrawal {
  seq: number;
  biz_seq: number;
  email: string;
  name: string;
  biz_name: string;
}

/**
 * Records the operator's decision on the master's open request (409 when none waits, 404 for an
 * unknown user). COMPLETE: the business is marked withdrawn, every session of its users ends, its
 * teams close, their API keys are revoked and their waiting reservations cancelled; data is kept.
 * REJECT: the master's role is ROLE_MASTER again.
 */
export async function recordWithdrawalDecision(
  tx: Queryable,
  userSeq: number,
  decision: WithdrawalDecision,
): Promise<OpenWithdrawal> {
  const [open] = await tx.query<OpenWithdrawal>(
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
    await setUserRole(tx, userSeq, 'ROLE_MASTER');
    await tx.query(
      `UPDATE account_withdrawals SET decision = 'REJECTED', decision_reason = $2, decided_at = now(), cancelled_at = now() WHERE seq = $1`,
      [open.seq, decision.reason],
    );
    return open;
  }
  await tx.query(`UPDATE account_withdrawals SET decision = 'COMPLETED', decided_at = now() WHERE seq = $1`, [
    open.seq,
  ]);
  await markBusinessWithdrawn(tx, open.biz_seq);
  await endBusinessSessions(tx, open.biz_seq);
  const teams = await closeBusinessTeams(tx, open.biz_seq);
  await revokeTeamKeys(tx, teams);
  await cancelTeamsReservations(tx, teams);
  return open;
}
