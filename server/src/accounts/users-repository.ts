import type { SessionUser } from '@console/contracts/session';
import type { Queryable } from '../db/database';

interface UserRow {
  user_seq: number;
  login_id: string;
  name: string;
  email: string;
  mobile: string;
  role: SessionUser['role'];
  two_step_login: boolean;
  provider_alert: 'Y' | 'N';
  password_hash: string;
  biz_seq: number;
  biz_name: string;
  biz_type: SessionUser['business']['type'];
  verified_at: Date | null;
  provider_approve: 'Y' | 'N' | null;
}

export interface UserRecord {
  user: SessionUser;
  mobile: string;
  passwordHash: string;
}

const SELECT_USER = `
  SELECT u.user_seq, u.login_id, u.name, u.email, u.mobile, u.role, u.two_step_login, u.provider_alert,
         u.password_hash, b.biz_seq, b.name AS biz_name, b.type AS biz_type, b.verified_at, b.provider_approve
  FROM users u JOIN businesses b ON b.biz_seq = u.biz_seq`;

/** The provider flags the client sees: only value-added providers have them. */
const toSessionUser = (row: UserRow): SessionUser => ({
  userSeq: row.user_seq,
  loginId: row.login_id,
  name: row.name,
  email: row.email,
  role: row.role,
  verified: row.verified_at !== null,
  verificationDate: row.verified_at?.toISOString() ?? null,
  business: { bizSeq: row.biz_seq, name: row.biz_name, type: row.biz_type },
  provider:
    row.biz_type === 'VALUE_ADDED_PROVIDER'
      ? { approve: row.provider_approve ?? 'N', alert: row.provider_alert }
      : null,
  twoStepLogin: row.two_step_login,
});

const toRecord = (row: UserRow | undefined): UserRecord | null =>
  row ? { user: toSessionUser(row), mobile: row.mobile, passwordHash: row.password_hash } : null;

export function createUsersRepository(db: Queryable) {
  return {
    async findByLoginId(loginId: string): Promise<UserRecord | null> {
      return toRecord((await db.query<UserRow>(`${SELECT_USER} WHERE u.login_id = $1`, [loginId]))[0]);
    },
    async findByUserSeq(userSeq: number): Promise<UserRecord | null> {
      return toRecord((await db.query<UserRow>(`${SELECT_USER} WHERE u.user_seq = $1`, [userSeq]))[0]);
    },
    async setProviderAlert(userSeq: number, alert: 'Y' | 'N'): Promise<void> {
      await db.query('UPDATE users SET provider_alert = $2 WHERE user_seq = $1', [userSeq, alert]);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
