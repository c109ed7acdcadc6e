import {
  RECOVERY_MAX_PER_IP,
  RECOVERY_MAX_PER_SUBJECT,
  RECOVERY_WINDOW_MINUTES,
} from '@console/contracts/account-recovery';
import type { Queryable } from '../db/database';
import { rateLimited } from '../http/api-error';

export type RecoveryKind = 'FIND_ID' | 'PASSWORD_RESET';

const WINDOW_SECONDS = RECOVERY_WINDOW_MINUTES * 60;

/**
 * The throttle of finding an id and resetting a password: every request that passed validation is a
 * row, matched or not, so the limit says nothing about whether an account exists. Counted in the
 * database (not in process memory) so several server processes keep one limit, like the login's.
 */
export function createRecoveryAttemptsRepository(db: Queryable) {
  return {
    /**
     * Records the attempt, then refuses it with a 429 when its subject (the login id or e-mail asked
     * about) or its IP went over the limit inside the window. Recorded first so parallel requests see
     * each other; a refused attempt is taken back, so hammering does not stretch the wait of the
     * person whose id is being asked about.
     */
    async admit(kind: RecoveryKind, subject: string, ip: string): Promise<void> {
      const normalized = subject.trim().toLowerCase();
      const [attempt] = await db.query<{ seq: string }>(
        'INSERT INTO account_recovery_attempts (kind, subject, ip) VALUES ($1, $2, $3) RETURNING seq',
        [kind, normalized, ip],
      );
      const [count] = await db.query<{
        per_subject: number;
        per_ip: number;
        oldest_subject: Date | null;
        oldest_ip: Date | null;
      }>(
        `SELECT count(*) FILTER (WHERE kind = $1 AND subject = $2)::int AS per_subject,
                count(*) FILTER (WHERE ip = $3)::int AS per_ip,
                min(created_at) FILTER (WHERE kind = $1 AND subject = $2) AS oldest_subject,
                min(created_at) FILTER (WHERE ip = $3) AS oldest_ip
         FROM account_recovery_attempts
         WHERE created_at > now() - make_interval(secs => $4) AND ((kind = $1 AND subject = $2) OR ip = $3)`,
        [kind, normalized, ip, WINDOW_SECONDS],
      );
      const overSubject = (count?.per_subject ?? 0) > RECOVERY_MAX_PER_SUBJECT;
      const overIp = (count?.per_ip ?? 0) > RECOVERY_MAX_PER_IP;
      if (!overSubject && !overIp) return;

      await db.query('DELETE FROM account_recovery_attempts WHERE seq = $1', [attempt!.seq]);
      const oldest = [overSubject ? count?.oldest_subject : null, overIp ? count?.oldest_ip : null]
        .filter((date): date is Date => date instanceof Date)
        .map((date) => date.getTime());
      const retryAfterSeconds = WINDOW_SECONDS - (Date.now() - Math.max(...oldest)) / 1000;
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      throw rateLimited(`요청이 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, retryAfterSeconds);
    },
    /** Housekeeping of the hourly session purge: attempts out of the window count for nothing. */
    async deleteOld(): Promise<number> {
      const rows = await db.query(
        'DELETE FROM account_recovery_attempts WHERE created_at < now() - make_interval(secs => $1) RETURNING 1',
        [WINDOW_SECONDS],
      );
      return rows.length;
    },
  };
}
export type RecoveryAttemptsRepository = ReturnType<typeof createRecoveryAttemptsRepository>;
