import type { AccessToken } from '@console/contracts/session';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims, type TokenCheck } from '../auth/access-token';

/** Verified tokens remembered at most (a token is checked on every API request of its lifetime). */
const VERIFIED_LIMIT = 10_000;

/**
 * Issues and checks the short-lived bearer tokens of the business API. Both are pure functions of
 * their input and the clock, so both remember answers (issue 18: no HMAC on the hot path):
 * - `issue` returns the token already made for the same session and user in the same second: the
 *   claims (and iat, exp) are whole seconds, so it is the very token a new signature would give;
 * - `check` remembers the claims of tokens whose signature it has verified, and still answers
 *   "expired" once a remembered token's time is up. The secret never changes within a process.
 */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number = Date.now) {
  let issuedSecond = -1;
  let issuedThisSecond = new Map<string, AccessToken>();
  const verified = new Map<string, AccessTokenClaims>();
  return {
    issue(sessionId: string, userSeq: number): AccessToken {
      const second = Math.floor(now() / 1000);
      if (second !== issuedSecond) {
        issuedSecond = second;
        issuedThisSecond = new Map();
      }
      const key = `${userSeq} ${sessionId}`;
      const known = issuedThisSecond.get(key);
      if (known) return known;
      const exp = second + ttlSeconds;
      const answer = {
        token: signAccessToken(secret, { sid: sessionId, sub: userSeq, exp }, second),
        expiresAt: new Date(exp * 1000).toISOString(),
      };
      issuedThisSecond.set(key, answer);
      return answer;
    },
    check(token: string): TokenCheck {
      const nowMs = now();
      const claims = verified.get(token);
      if (claims) return claims.exp * 1000 <= nowMs ? { ok: false, reason: 'expired' } : { ok: true, claims };
      const check = verifyAccessToken(secret, token, nowMs);
      if (check.ok) {
        if (verified.size >= VERIFIED_LIMIT) verified.clear();
        verified.set(token, check.claims);
      }
      return check;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
