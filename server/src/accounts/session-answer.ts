import type { FastifyInstance } from 'fastify';
import type { SessionAnswer } from '@console/contracts/session';
import type { SessionRecord } from './sessions-repository';

export const LOGGED_OUT: SessionAnswer = { user: null, accessToken: null, securityCodeRequired: false };

/** What GET /api/_auth/session says about a session: logged out, waiting for its code, or in. */
export async function sessionAnswerFor(app: FastifyInstance, session: SessionRecord | null): Promise<SessionAnswer> {
  if (!session) return LOGGED_OUT;
  if (session.state === 'CODE_PENDING') return { ...LOGGED_OUT, securityCodeRequired: true };
  const record = await app.users.findByUserSeq(session.userSeq);
  if (!record) return LOGGED_OUT;
  await app.sessions.touch(session.sessionId);
  return {
    // RELEASE_MANAGERS (the releases plugin): the shell offers them the release status and overrides.
    user: app.releases.isReleaseManager(record.user.loginId) ? { ...record.user, releaseManager: true } : record.user,
    accessToken: app.accessTokens.issue(session.sessionId, session.userSeq),
    securityCodeRequired: false,
  };
}
