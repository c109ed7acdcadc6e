import type { Queryable } from '../db/database';

export type LoginResult = 'SUCCESS' | 'CODE_SENT' | 'WRONG_PASSWORD' | 'UNKNOWN_ID' | 'THROTTLED';

/** Wrong passwords per id and IP that lock the login for a while (brute-force guard). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 5 * 60;

/**
 * Every login attempt, also the basis of the login throttle: counting in the database (not in
 * process memory) keeps the limit right with several server processes.
 */
export function createLoginHistoryRepository(db: Queryable) {
  return {
    async record(entry: {
      loginId: string;
      userSeq: number | null;
      ip: string;
      userAgent: string | undefined;
      result: LoginResult;
    }) {
      await db.query(
        'INSERT INTO login_history (login_id, user_seq, ip, user_agent, result) VALUES ($1, $2, $3, $4, $5)',
        [entry.loginId, entry.userSeq, entry.ip, entry.userAgent ?? null, entry.result],
      );
    },
    /** Failures of this id from this IP inside the window, and when the oldest of them leaves it. */
    async recentFailures(loginId: string, ip: string) {
      const rows = await db.query<{ failures: number; oldest: Date | null }>(
        `SELECT count(*)::int AS failures, min(created_at) AS oldest FROM login_history
         WHERE login_id = $1 AND ip = $2 AND result IN ('WRONG_PASSWORD', 'UNKNOWN_ID')
           AND created_at > now() - make_interval(secs => $3)`,
        [loginId, ip, LOGIN_FAILURE_WINDOW_SECONDS],
      );
      const row = rows[0] ?? { failures: 0, oldest: null };
      const retryAfterSeconds = row.oldest
        ? LOGIN_FAILURE_WINDOW_SECONDS - (Date.now() - row.oldest.getTime()) / 1000
        : 0;
      return { failures: row.failures, retryAfterSeconds };
    },
  };
}
export type LoginHistoryRepository = ReturnType<typeof createLoginHistoryRepository>;
