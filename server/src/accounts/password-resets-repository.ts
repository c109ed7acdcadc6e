import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TOKEN_TTL_MINUTES } from '@console/contracts/account-recovery';
import type { Queryable } from '../db/database';

export interface PasswordResetRecord {
  userSeq: number;
  loginId: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password reset tokens: 32 random bytes the holder gets once (in the e-mail's link, or after an
 * identity check), of which only the SHA-256 is stored; good for one reset within 30 minutes.
 * A random 256-bit token needs no slow hash: nobody can guess it, and a leaked table holds no token.
 */
export function createPasswordResetsRepository(db: Queryable) {
  return {
    /** A new token for the user; the user's earlier unused tokens stop working (only the newest mail counts). */
    async issue(userSeq: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db.query<{ expires_at: Date }>(
        `WITH earlier AS (DELETE FROM password_reset_tokens WHERE user_seq = $2 AND used_at IS NULL)
         INSERT INTO password_reset_tokens (token_hash, user_seq, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING expires_at`,
        [hashToken(token), userSeq, PASSWORD_RESET_TOKEN_TTL_MINUTES],
      );
      return { token, expiresAt: row!.expires_at };
    },
    /** Whose password an unused, unexpired token resets, without using it. */
    async peek(token: string): Promise<PasswordResetRecord | null> {
      const rows = await db.query<{ user_seq: number; login_id: string; expires_at: Date }>(
        `SELECT t.user_seq, u.login_id, t.expires_at FROM password_reset_tokens t JOIN users u USING (user_seq)
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
        [hashToken(token)],
      );
      const row = rows[0];
      return row ? { userSeq: row.user_seq, loginId: row.login_id, expiresAt: row.expires_at } : null;
    },
    /**
     * Uses the token up inside the reset's transaction (one UPDATE, so two parallel resets cannot
     * both pass) and drops the user's other tokens; null when it was unknown, used or expired.
     */
    async consume(tx: Queryable, token: string): Promise<number | null> {
      const rows = await tx.query<{ user_seq: number }>(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_seq`,
        [hashToken(token)],
      );
      const userSeq = rows[0]?.user_seq ?? null;
      if (userSeq !== null) {
        await tx.query('DELETE FROM password_reset_tokens WHERE user_seq = $1 AND used_at IS NULL', [userSeq]);
      }
      return userSeq;
    },
    /** Housekeeping of the hourly session purge: tokens a day past their end are of no use. */
    async deleteOld(): Promise<number> {
      const rows = await db.query(
        "DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' RETURNING 1",
      );
      return rows.length;
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
