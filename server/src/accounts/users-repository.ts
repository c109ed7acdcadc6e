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

/** A new user of a business (sign-up, invitation, account migration); answers its user_seq. */
export async function insertUser(
  tx: Queryable,
  user: {
    bizSeq: number;
    loginId: string;
    passwordHash: string;
    name: string;
    email: string;
    mobile: string;
    role: SessionUser['role'];
    /** Sign-up: the terms and privacy policy agreed now, marketing when chosen. */
    agreements?: { marketing: boolean };
  },
): Promise<number> {
  const [row] = await tx.query<{ user_seq: number }>(
    `INSERT INTO users (biz_seq, login_id, password_hash, name, email, mobile, role,
       terms_agreed_at, privacy_agreed_at, marketing_agreed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       CASE WHEN $8 THEN now() END, CASE WHEN $8 THEN now() END, CASE WHEN $9 THEN now() END)
     RETURNING user_seq`,
    [
      user.bizSeq,
      user.loginId,
      user.passwordHash,
      user.name,
      user.email,
      user.mobile,
      user.role,
      user.agreements !== undefined,
      user.agreements?.marketing ?? false,
    ],
  );
  return row!.user_seq;
}

/** A new base role; with `from`, only when the user has that role now (answers whether it changed). */
export async function setUserRole(
  tx: Queryable,
  userSeq: number,
  role: SessionUser['role'],
  from?: SessionUser['role'],
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE users SET role = $2, updated_at = now() WHERE user_seq = $1 AND ($3::text IS NULL OR role = $3) RETURNING 1`,
    [userSeq, role, from ?? null],
  );
  return rows.length > 0;
}

/** Removes a user for good (their sessions go with them; requests keep the name they were sent under). */
export async function deleteUser(tx: Queryable, userSeq: number): Promise<void> {
  await tx.query('DELETE FROM users WHERE user_seq = $1', [userSeq]);
}

export interface RecoveryCandidate {
  userSeq: number;
  loginId: string;
  name: string;
  email: string;
  mobile: string;
  createdAt: Date;
}

interface CandidateRow {
  user_seq: number;
  login_id: string;
  name: string;
  email: string;
  mobile: string;
  created_at: Date;
}
const toCandidate = (row: CandidateRow): RecoveryCandidate => ({
  userSeq: row.user_seq,
  loginId: row.login_id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  createdAt: row.created_at,
});
const CANDIDATE_COLUMNS = 'user_seq, login_id, name, email, mobile, created_at';

/**
 * The accounts a forgotten id or password may be of: by name and registered e-mail, by name and
 * mobile (a verified identity), or by login id. Oldest first, as the person opened them.
 */
export async function findRecoveryCandidates(
  db: Queryable,
  by: { name: string; email: string } | { name: string; mobile: string } | { loginId: string },
): Promise<RecoveryCandidate[]> {
  const [where, params] =
    'loginId' in by
      ? ['login_id = $1', [by.loginId]]
      : 'email' in by
        ? ['name = $1 AND lower(email) = lower($2)', [by.name.trim(), by.email]]
        : ['name = $1 AND mobile = $2', [by.name.trim(), by.mobile]];
  const rows = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM users WHERE ${where} ORDER BY created_at, user_seq`,
    params,
  );
  return rows.map(toCandidate);
}

/** A new password hash (a reset: the caller ends the user's sessions in the same transaction). */
export async function setPasswordHash(tx: Queryable, userSeq: number, passwordHash: string): Promise<void> {
  await tx.query(
    'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE user_seq = $1',
    [userSeq, passwordHash],
  );
}
