import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

const KEY = 'access_token_secret';

/**
 * TOKEN_SECRET when given; otherwise one generated once and kept in the database, so restarts and
 * every server process sign and check tokens with the same key. The first writer wins the race.
 */
export async function resolveTokenSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [KEY]);
  return rows[0]!.value;
}
