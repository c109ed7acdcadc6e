import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_TOKEN_TTL_MINUTES } from '@console/contracts/signup';
import type { Queryable } from '../db/database';

export interface VerifiedIdentityRecord {
  name: string;
  birthDate: string;
  mobile: string;
  carrier: string;
  expiresAt: Date;
}

interface IdentityRow {
  name: string;
  birth_date: string;
  mobile: string;
  carrier: string;
  expires_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const toRecord = (row: IdentityRow | undefined): VerifiedIdentityRecord | null =>
  row
    ? { name: row.name, birthDate: row.birth_date, mobile: row.mobile, carrier: row.carrier, expiresAt: row.expires_at }
    : null;
// birth_date as text keeps it a calendar day whatever the database's time zone.
const COLUMNS = "name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, mobile, carrier, expires_at";

/** Identities the provider verified, each behind a random single-use token good for 10 minutes. */
export function createIdentityChecksRepository(db: Queryable) {
  return {
    async store(identity: { name: string; birthDate: string; mobile: string; carrier: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO identity_checks (token_hash, name, birth_date, mobile, carrier, expires_at)
         VALUES ($1, $2, $3::date, $4, $5, now() + make_interval(mins => $6))`,
        [
          hashToken(token),
          identity.name,
          identity.birthDate,
          identity.mobile,
          identity.carrier,
          IDENTITY_TOKEN_TTL_MINUTES,
        ],
      );
      // Old checks are of no use to anyone: a little housekeeping on each new one.
      await db.query("DELETE FROM identity_checks WHERE expires_at < now() - interval '1 day'");
      return token;
    },
    /** The identity behind an unused, unexpired token, without using it. */
    async peek(token: string): Promise<VerifiedIdentityRecord | null> {
      const rows = await db.query<IdentityRow>(
        `SELECT ${COLUMNS} FROM identity_checks WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
        [hashToken(token)],
      );
      return toRecord(rows[0]);
    },
    /** Uses the token up (inside the sign-up's transaction); null when it was unknown, used or expired. */
    async consume(token: string, tx: Queryable): Promise<VerifiedIdentityRecord | null> {
      const rows = await tx.query<IdentityRow>(
        `UPDATE identity_checks SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING ${COLUMNS}`,
        [hashToken(token)],
      );
      return toRecord(rows[0]);
    },
  };
}
export type IdentityChecksRepository = ReturnType<typeof createIdentityChecksRepository>;
