import type { AccessToken } from '@console/contracts/session';
import { signAccessToken, verifyAccessToken, type TokenCheck } from '../auth/access-token';

/** Issues and checks the short-lived bearer tokens of the business API. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  return {
    issue(sessionId: string, userSeq: number): AccessToken {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return {
        token: signAccessToken(secret, { sid: sessionId, sub: userSeq, exp }),
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
    check: (token: string): TokenCheck => verifyAccessToken(secret, token),
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
