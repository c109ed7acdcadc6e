import fp from 'fastify-plugin';
import { createAccessTokens, type AccessTokens } from '../../accounts/access-tokens';
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
  }
}

export interface AccountsPluginOptions {
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
}

/** Users, sessions, login history, the outbox and access tokens, decorated on the instance. */
export default fp<AccountsPluginOptions>(
  async (app, options) => {
    app.decorate('users', createUsersRepository(app.db));
    app.decorate('sessions', createSessionsRepository(app.db));
    app.decorate('loginHistory', createLoginHistoryRepository(app.db));
    app.decorate('outbox', createOutbox(app.db));
    const secret = await resolveTokenSecret(app.db, options.tokenSecret);
    app.decorate('accessTokens', createAccessTokens(secret, options.accessTokenTtlSeconds));
  },
  { name: 'accounts', dependencies: ['database'] },
);
