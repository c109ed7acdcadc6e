import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { takeTurns } from './take-turns';

// N=2^14, r=8, p=1: the scrypt parameters OWASP lists as a minimum; ~40 ms per check here.
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * Hashes running at once. Each holds a libuv thread and a core for ~40 ms; a wave of logins would run
 * four (the pool's size) and, on a small machine, take every core from the event loop that serves all
 * other requests. In turns, hashing leaves one core to it; logins wait in line instead.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const inTurn = takeTurns(MAX_CONCURRENT_HASHES);

const derive = (password: string, salt: Buffer, options: ScryptOptions, length: number) =>
  inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );

/** `scrypt$N$r$p$salt$key`, salt and key in base64url; the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

// Checked against when the login id is unknown, so a wrong id takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(12).toString('hex')));
