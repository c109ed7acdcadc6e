import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export type SessionState = 'CODE_PENDING' | 'ACTIVE';

export interface SessionRecord {
  sessionId: string;
  userSeq: number;
  state: SessionState;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeFailures: number;
  codeSentAt: Date | null;
  /** Until when it lasts unless used (a complete session's expiry slides forward when touched). */
  expiresAt: Date;
}

interface SessionRow {
  session_id: string;
  user_seq: number;
  state: SessionState;
  code_hash: string | null;
  code_expires_at: Date | null;
  code_failures: number;
  code_sent_at: Date | null;
  expires_at: Date;
}

/** A complete session lasts 12 hours from its last use; one waiting for its code, 10 minutes. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const PENDING_SESSION_SECONDS = 10 * 60;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const toRecord = (row: SessionRow | undefined): SessionRecord | null =>
  row
    ? {
        sessionId: row.session_id,
        userSeq: row.user_seq,
        state: row.state,
        codeHash: row.code_hash,
        codeExpiresAt: row.code_expires_at,
        codeFailures: row.code_failures,
        codeSentAt: row.code_sent_at,
        expiresAt: row.expires_at,
      }
    : null;
const COLUMNS = 'session_id, user_seq, state, code_hash, code_expires_at, code_failures, code_sent_at, expires_at';

/** Server-side sessions. The cookie holds a random secret; only its hash is stored. */
export function createSessionsRepository(db: Queryable) {
  return {
    async create(input: { userSeq: number; state: SessionState; ip: string; userAgent: string | undefined }) {
      const secret = randomBytes(32).toString('base64url');
      const sessionId = randomUUID();
      const lifetime = input.state === 'ACTIVE' ? SESSION_IDLE_SECONDS : PENDING_SESSION_SECONDS;
      await db.query(
        `INSERT INTO sessions (session_id, secret_hash, user_seq, state, ip, user_agent, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [sessionId, hashSecret(secret), input.userSeq, input.state, input.ip, input.userAgent ?? null, lifetime],
      );
      return { sessionId, secret };
    },
    async findBySecret(secret: string): Promise<SessionRecord | null> {
      const rows = await db.query<SessionRow>(
        `SELECT ${COLUMNS} FROM sessions WHERE secret_hash = $1 AND expires_at > now()`,
        [hashSecret(secret)],
      );
      return toRecord(rows[0]);
    },
    async findById(sessionId: string): Promise<SessionRecord | null> {
      const rows = await db.query<SessionRow>(
        `SELECT ${COLUMNS} FROM sessions WHERE session_id = $1 AND expires_at > now()`,
        [sessionId],
      );
      return toRecord(rows[0]);
    },
    /**
     * Slides a complete session's expiry forward and marks it seen now (from this IP and browser,
     * when given). Called when the client renews its token (about every 10 minutes) and at page
     * load, never per request: the device list's "last seen" is that precise.
     */
    async touch(sessionId: string, seen?: { ip: string; userAgent: string | undefined }): Promise<void> {
      await db.query(
        `UPDATE sessions SET expires_at = now() + make_interval(secs => $2), last_seen_at = now(),
           ip = COALESCE($3, ip), user_agent = COALESCE($4, user_agent)
         WHERE session_id = $1 AND state = 'ACTIVE'`,
        [sessionId, SESSION_IDLE_SECONDS, seen?.ip ?? null, seen?.userAgent ?? null],
      );
    },
    /** The user's complete, unexpired sessions (the devices logged in now), last seen first. */
    async listActive(userSeq: number): Promise<ActiveSessionRecord[]> {
      const rows = await db.query<{
        session_id: string;
        ip: string | null;
        user_agent: string | null;
        created_at: Date;
        last_seen_at: Date;
      }>(
        `SELECT session_id, ip, user_agent, created_at, last_seen_at FROM sessions
         WHERE user_seq = $1 AND state = 'ACTIVE' AND expires_at > now()
         ORDER BY last_seen_at DESC, created_at DESC`,
        [userSeq],
      );
      return rows.map((row) => ({
        sessionId: row.session_id,
        ip: row.ip,
        userAgent: row.user_agent,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
    },
    /** Ends one session of the user (another device); false when the user has no such session. */
    async deleteOfUser(userSeq: number, sessionId: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM sessions WHERE user_seq = $1 AND session_id = $2 RETURNING 1', [
        userSeq,
        sessionId,
      ]);
      return rows.length > 0;
    },
    /** Ends every session of the user but this one; answers how many ended. */
    async deleteOthersOfUser(userSeq: number, keepSessionId: string): Promise<number> {
      const rows = await db.query('DELETE FROM sessions WHERE user_seq = $1 AND session_id <> $2 RETURNING 1', [
        userSeq,
        keepSessionId,
      ]);
      return rows.length;
    },
    async storeCode(sessionId: string, codeHash: string, ttlSeconds: number): Promise<void> {
      await db.query(
        `UPDATE sessions SET code_hash = $2, code_expires_at = now() + make_interval(secs => $3),
           code_failures = 0, code_sent_at = now() WHERE session_id = $1`,
        [sessionId, codeHash, ttlSeconds],
      );
    },
    /**
     * Spends one of the code's tries before the code is compared, so parallel guesses cannot exceed
     * the limit. Answers the tries used including this one, or null when none were left.
     */
    async spendCodeTry(sessionId: string, maxTries: number): Promise<number | null> {
      const rows = await db.query<{ code_failures: number }>(
        `UPDATE sessions SET code_failures = code_failures + 1
         WHERE session_id = $1 AND code_failures < $2 RETURNING code_failures`,
        [sessionId, maxTries],
      );
      return rows[0]?.code_failures ?? null;
    },
    async activate(sessionId: string): Promise<void> {
      await db.query(
        `UPDATE sessions SET state = 'ACTIVE', code_hash = NULL, code_expires_at = NULL, code_failures = 0,
           expires_at = now() + make_interval(secs => $2) WHERE session_id = $1`,
        [sessionId, SESSION_IDLE_SECONDS],
      );
    },
    async delete(sessionId: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
    },
    async deleteExpired(): Promise<number> {
      return (await db.query('DELETE FROM sessions WHERE expires_at <= now() RETURNING 1')).length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

export interface ActiveSessionRecord {
  sessionId: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Ends every session of the user, pending ones too (a password reset: whoever held one is out). */
export async function endUserSessions(tx: Queryable, userSeq: number): Promise<number> {
  return (await tx.query('DELETE FROM sessions WHERE user_seq = $1 RETURNING 1', [userSeq])).length;
}

/** Ends every session of the business's users (a completed withdrawal). */
export async function endBusinessSessions(tx: Queryable, bizSeq: number): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_seq IN (SELECT user_seq FROM users WHERE biz_seq = $1)', [bizSeq]);
}
