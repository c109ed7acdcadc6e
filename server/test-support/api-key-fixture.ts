import { newApiKey } from '../src/api-keys/api-key-secret';
import type { Queryable } from '../src/db/database';

/** A team API key written straight into the database (the key screens have their own tests); answers the secret. */
export async function insertApiKey(
  db: Queryable,
  teamSeq: number,
  options: { allowedIps?: string[]; status?: 'ACTIVE' | 'REVOKED'; callbackUrl?: string | null; name?: string } = {},
): Promise<string> {
  const key = newApiKey();
  await db.query(
    `INSERT INTO api_keys (team_seq, name, key_prefix, key_hash, allowed_ips, status, creator_name, callback_url) VALUES ($1, $2, $3, $4, $5, $6, '테스트', $7)`,
    [
      teamSeq,
      options.name ?? '주문 시스템',
      key.prefix,
      key.hash,
      options.allowedIps ?? ['127.0.0.0/8', '::1/128'],
      options.status ?? 'ACTIVE',
      options.callbackUrl ?? null,
    ],
  );
  return key.secret;
}
