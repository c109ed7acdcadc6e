import { createHash, timingSafeEqual } from 'node:crypto';

/** The older product's password scheme: hex sha256 of salt + password. Only ever checked, never written anew. */
export const legacyPasswordHash = (salt: string, password: string) =>
  createHash('sha256')
    .update(salt + password, 'utf8')
    .digest('hex');

export function verifyLegacyPassword(password: string, salt: string, expectedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(legacyPasswordHash(salt, password), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// Checked against when the legacy id is unknown, so a wrong id takes as long as a wrong password.
export const DECOY_LEGACY = { salt: 'decoy-salt', hash: legacyPasswordHash('decoy-salt', 'not a password') };
