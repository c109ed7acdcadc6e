import fp from 'fastify-plugin';
import { createAccessTokens, type AccessTokens } from '../../accounts/access-tokens';
import {
  cachedSessions,
  cachedUsers,
  createAuthCache,
  followAuthChanges,
  type AuthCache,
} from '../../accounts/auth-cache';
import { createLoginHistoryRepository, type LoginHistoryRepository } from '../../accounts/login-history-repository';
import { createOutbox, type Outbox } from '../../notifications/outbox-repository';
import { createSessionsRepository, type SessionsRepository } from '../../accounts/sessions-repository';
import { resolveTokenSecret } from '../../accounts/token-secret';
import { createUsersRepository, type UsersRepository } from '../../accounts/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    sessions: SessionsRepository;
    loginHistory: LoginHistoryRepository;
    outbox: Outbox;
    accessTokens: AccessTokens;
    /** Sessions, users and team access of authenticated requests, kept a few seconds (accounts/auth-cache.ts). */
    authCache: AuthCache;
  }
}

export interface AccountsPluginOptions {
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
}

/** Users, sessions, login history, the outbox and access tokens, decorated on the instance. */
export default fp<AccountsPluginOptions>(
  async (app, options) => {
    const authCache = createAuthCache();
    app.decorate('authCache', authCache);
    app.decorate('users', cachedUsers(createUsersRepository(app.db), authCache));
    app.decorate('sessions', cachedSessions(createSessionsRepository(app.db), authCache));
    const stopFollowing = await followAuthChanges(app.db, authCache, app.log);
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', () => stopFollowing());
    app.decorate('loginHistory', createLoginHistoryRepository(app.db));
    app.decorate('outbox', createOutbox(app.db));
    const secret = await resolveTokenSecret(app.db, options.tokenSecret);
    app.decorate('accessTokens', createAccessTokens(secret, options.accessTokenTtlSeconds));
  },
  { name: 'accounts', dependencies: ['database'] },
);
