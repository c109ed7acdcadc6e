import { createHash, randomInt } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RANDOM_LENGTH, API_KEY_VISIBLE_LENGTH } from '@console/contracts/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new key: ck_live_ + 32 base62 characters from the CSPRNG (randomInt has no modulo bias).
 * Only the sha256 is stored; the visible prefix lets people tell their keys apart.
 */
export function newApiKey(): { secret: string; hash: string; prefix: string } {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i += 1) random += BASE62[randomInt(BASE62.length)];
  const secret = `${API_KEY_PREFIX}${random}`;
  return { secret, hash: hashApiKey(secret), prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH) };
}

/** What the send API compares an incoming key with. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');
