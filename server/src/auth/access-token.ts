import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an access token says: whose session it belongs to and until when it is good. */
export interface AccessTokenClaims {
  /** The session's public id (not the cookie secret). */
  sid: string;
  /** userSeq */
  sub: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type TokenCheck =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/**
 * A compact JWT (HS256). The shell keeps it in memory only and renews it from the cookie.
 * `issuedAt` is the iat claim, in seconds since the epoch (now by default).
 */
export function signAccessToken(
  secret: string,
  claims: AccessTokenClaims,
  issuedAt = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: issuedAt })).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(secret, data).toString('base64url')}`;
}

export function verifyAccessToken(secret: string, token: string, nowMs = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'number' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sid: claims.sid, sub: claims.sub, exp: claims.exp } };
}
