import { API_KEY_MAX_ACTIVE, type ApiKey, type ApiKeyStatus } from '@console/contracts/api-keys';
import type { Database, Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { conflict, notFound } from '../http/api-error';
import { newCallbackSecret } from './callback-signature';
import { newApiKey } from './api-key-secret';

interface ApiKeyRow {
  key_seq: number;
  team_seq: number;
  name: string;
  key_prefix: string;
  allowed_ips: string[];
  callback_url: string | null;
  status: ApiKeyStatus;
  creator_name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  keySeq: row.key_seq,
  teamSeq: row.team_seq,
  name: row.name,
  prefix: row.key_prefix,
  allowedIps: row.allowed_ips,
  callbackUrl: row.callback_url,
  status: row.status,
  createdBy: row.creator_name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

const COLUMNS =
  'key_seq, team_seq, name, key_prefix, allowed_ips, callback_url, status, creator_name, created_at, last_used_at, revoked_at';

export interface ApiKeySettings {
  name: string;
  allowedIps: string[];
  /** Empty or missing: no callbacks. */
  callbackUrl?: string;
}

async function findIn(db: Queryable, teamSeq: number, keySeq: number): Promise<ApiKey> {
  const [row] = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE team_seq = $1 AND key_seq = $2`, [
    teamSeq,
    keySeq,
  ]);
  if (!row) throw notFound('API 키를 찾을 수 없어요.');
  return toApiKey(row);
}

/**
 * The key's callback signing secret. Keys made before secrets existed get one now (once: a second
 * caller at the same moment reads the first one's).
 */
export async function ensureCallbackSecret(db: Queryable, keySeq: number): Promise<string> {
  await db.query('UPDATE api_keys SET callback_secret = $2 WHERE key_seq = $1 AND callback_secret IS NULL', [
    keySeq,
    newCallbackSecret(),
  ]);
  const [row] = await db.query<{ callback_secret: string }>('SELECT callback_secret FROM api_keys WHERE key_seq = $1', [
    keySeq,
  ]);
  return row!.callback_secret;
}

/** A team's send-API keys; the key itself exists only in the creation answer. */
export function createApiKeysRepository(db: Database) {
  return {
    async list(teamSeq: number, filter: { status?: ApiKeyStatus } & PageWindow) {
      const { rows, total } = await selectPage<ApiKeyRow>(
        db,
        {
          columns: COLUMNS,
          from: 'FROM api_keys WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)',
          orderBy: `CASE status WHEN 'ACTIVE' THEN 0 ELSE 1 END, created_at DESC, key_seq DESC`,
          params: [teamSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toApiKey), total };
    },

    async create(teamSeq: number, creator: { userSeq: number; name: string }, settings: ApiKeySettings) {
      const { secret, hash, prefix } = newApiKey();
      return db.transaction(async (tx) => {
        // The team row lock makes the "at most 10 in use" check hold under parallel creations.
        await tx.query('SELECT 1 FROM teams WHERE team_seq = $1 FOR UPDATE', [teamSeq]);
        const [count] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM api_keys WHERE team_seq = $1 AND status = 'ACTIVE'`,
          [teamSeq],
        );
        if ((count?.count ?? 0) >= API_KEY_MAX_ACTIVE) {
          throw conflict(
            `사용 중인 API 키는 팀마다 ${API_KEY_MAX_ACTIVE}개까지예요. 쓰지 않는 키를 폐기한 뒤 다시 만들어 주세요.`,
          );
        }
        const [row] = await tx.query<{ key_seq: number }>(
          `INSERT INTO api_keys (team_seq, name, key_prefix, key_hash, allowed_ips, callback_url, status, created_by, creator_name, callback_secret)
           VALUES ($1, $2, $3, $4, $5::text[], $6, 'ACTIVE', $7, $8, $9) RETURNING key_seq`,
          [
            teamSeq,
            settings.name,
            prefix,
            hash,
            settings.allowedIps,
            settings.callbackUrl || null,
            creator.userSeq,
            creator.name,
            newCallbackSecret(),
          ],
        );
        return { apiKey: await findIn(tx, teamSeq, row!.key_seq), secret };
      });
    },

    async update(teamSeq: number, keySeq: number, settings: ApiKeySettings): Promise<ApiKey> {
      const current = await findIn(db, teamSeq, keySeq);
      if (current.status === 'REVOKED') throw conflict('폐기한 키는 수정할 수 없어요.');
      await db.query(
        `UPDATE api_keys SET name = $3, allowed_ips = $4::text[], callback_url = $5, updated_at = now()
         WHERE team_seq = $1 AND key_seq = $2`,
        [teamSeq, keySeq, settings.name, settings.allowedIps, settings.callbackUrl || null],
      );
      return findIn(db, teamSeq, keySeq);
    },

    /** The secret that signs the key's delivery callbacks (masters and managers read it to check them). */
    async callbackSecret(teamSeq: number, keySeq: number): Promise<string> {
      const current = await findIn(db, teamSeq, keySeq);
      if (current.status === 'REVOKED') throw conflict('폐기한 키는 결과 콜백을 보내지 않아요.');
      return ensureCallbackSecret(db, keySeq);
    },

    /** A new signing secret: callbacks are signed with it from now on, the old one stops at once. */
    async rotateCallbackSecret(teamSeq: number, keySeq: number): Promise<string> {
      const current = await findIn(db, teamSeq, keySeq);
      if (current.status === 'REVOKED') throw conflict('폐기한 키는 결과 콜백을 보내지 않아요.');
      const secret = newCallbackSecret();
      await db.query(
        'UPDATE api_keys SET callback_secret = $3, updated_at = now() WHERE team_seq = $1 AND key_seq = $2',
        [teamSeq, keySeq, secret],
      );
      return secret;
    },

    /** Revoked keys stop working at once and stay listed for the record. */
    async revoke(teamSeq: number, keySeq: number): Promise<ApiKey> {
      const current = await findIn(db, teamSeq, keySeq);
      if (current.status === 'REVOKED') throw conflict('이미 폐기한 키예요.');
      await db.query(
        `UPDATE api_keys SET status = 'REVOKED', revoked_at = now(), updated_at = now() WHERE team_seq = $1 AND key_seq = $2 AND status = 'ACTIVE'`,
        [teamSeq, keySeq],
      );
      return findIn(db, teamSeq, keySeq);
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;

/** A linked system just called with this key (shown as "last used" on the linked-systems screen). */
export async function markApiKeyUsed(db: Queryable, keySeq: number): Promise<void> {
  await db.query('UPDATE api_keys SET last_used_at = now() WHERE key_seq = $1', [keySeq]);
}

/** Revokes every active key of these teams (a closed team, a withdrawn business). */
export async function revokeTeamKeys(tx: Queryable, teamSeqs: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE api_keys SET status = 'REVOKED', revoked_at = now(), updated_at = now() WHERE status = 'ACTIVE' AND team_seq = ANY($1::int[])`,
    [teamSeqs],
  );
}
