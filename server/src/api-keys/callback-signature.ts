import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALLBACK_SECRET_PREFIX, CALLBACK_SIGNATURE_TOLERANCE_SECONDS } from '@console/contracts/api-keys';

/** A new callback signing secret: whsec_ + 32 bytes from the CSPRNG, base64url. */
export const newCallbackSecret = () => `${CALLBACK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The Console-Signature header of a callback body sent at `at`: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export function signCallback(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * What a linked system does with the header (the /docs example in code): the signature must match and
 * the timestamp be recent. Kept here so the tests check the signature exactly as a receiver would.
 */
export function verifyCallback(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isSafeInteger(t) || Math.abs(now.getTime() / 1000 - t) > CALLBACK_SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
