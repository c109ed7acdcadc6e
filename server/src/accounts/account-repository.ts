import type { LoginHistoryItem, Profile } from '@console/contracts/account';
import type { Role } from '@console/contracts/session';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface ProfileRow {
  user_seq: number;
  login_id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  biz_name: string;
  created_at: Date;
}

const toProfile = (row: ProfileRow): Profile => ({
  userSeq: row.user_seq,
  loginId: row.login_id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  role: row.role,
  businessName: row.biz_name,
  createdAt: row.created_at.toISOString(),
});

/** The signed-in user's own account: profile, password, two-step login, history, withdrawal. */
export function createAccountRepository(db: Queryable) {
  return {
    async profile(userSeq: number): Promise<Profile | null> {
      const rows = await db.query<ProfileRow>(
        `SELECT u.user_seq, u.login_id, u.name, u.email, u.mobile, u.role, b.name AS biz_name, u.created_at
         FROM users u JOIN businesses b ON b.biz_seq = u.biz_seq WHERE u.user_seq = $1`,
        [userSeq],
      );
      return rows[0] ? toProfile(rows[0]) : null;
    },
    async updateProfile(userSeq: number, change: { name: string; email: string; mobile: string }): Promise<void> {
      await db.query('UPDATE users SET name = $2, email = $3, mobile = $4, updated_at = now() WHERE user_seq = $1', [
        userSeq,
        change.name,
        change.email,
        change.mobile,
      ]);
    },
    /** Stores the new hash and ends every other session of the user (a stolen one stops working). */
    async changePassword(userSeq: number, passwordHash: string, keepSessionId: string): Promise<void> {
      await db.query(
        'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE user_seq = $1',
        [userSeq, passwordHash],
      );
      await db.query('DELETE FROM sessions WHERE user_seq = $1 AND session_id <> $2', [userSeq, keepSessionId]);
    },
    async setTwoStepLogin(userSeq: number, on: boolean): Promise<void> {
      await db.query('UPDATE users SET two_step_login = $2, updated_at = now() WHERE user_seq = $1', [userSeq, on]);
    },
    async loginHistory(userSeq: number, window: PageWindow) {
      const { rows, total } = await selectPage<{
        seq: number;
        created_at: Date;
        ip: string;
        user_agent: string | null;
        result: LoginHistoryItem['result'];
      }>(
        db,
        {
          columns: 'seq, created_at, ip, user_agent, result',
          from: 'FROM login_history WHERE user_seq = $1',
          orderBy: 'seq DESC',
          params: [userSeq],
        },
        window,
      );
      const items: LoginHistoryItem[] = rows.map((row) => ({
        seq: row.seq,
        createdAt: row.created_at.toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
        result: row.result,
      }));
      return { items, total };
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
