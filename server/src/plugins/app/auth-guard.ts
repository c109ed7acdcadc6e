import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleAllows, type BaseRole } from '@console/contracts/session';
import { isTeamSeq } from '@console/contracts/teams';
import { expiredToken, invalidField, roleNotAllowed, sessionInvalid, teamNotAllowed } from '../../http/api-error';
import { authOf } from '../../http/request-auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live, complete session (401 / 403). */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler after authenticate: the Curr-Team-Seq team, which the caller must belong to (400 / 499). */
    requireTeam: preHandlerAsyncHookHandler;
    /** preHandler after authenticate: one of these base roles (455). */
    requireRoles(roles: readonly BaseRole[]): preHandlerAsyncHookHandler;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('team', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw expiredToken();
      const check = app.accessTokens.check(match[1]);
      if (!check.ok) throw expiredToken();
      // The token is still good but its session may have ended (logout, expiry): that is a 403. Both reads
      // come from the auth cache on hot paths (accounts/auth-cache.ts).
      const session = await app.sessions.findById(check.claims.sid);
      if (!session || session.state !== 'ACTIVE' || session.userSeq !== check.claims.sub) throw sessionInvalid();
      const record = await app.users.findByUserSeq(session.userSeq);
      if (!record) throw sessionInvalid();
      request.auth = { sessionId: session.sessionId, user: record.user };
    });

    app.decorate('requireTeam', async (request: FastifyRequest) => {
      const header = request.headers['curr-team-seq'];
      if (typeof header !== 'string' || !isTeamSeq(header)) {
        throw invalidField('Curr-Team-Seq', '팀 정보(Curr-Team-Seq)가 올바르지 않아요.');
      }
      const teamSeq = Number(header);
      // Outside PostgreSQL's integer range no team can exist (and the query would fail).
      const team =
        teamSeq >= 1 && teamSeq <= 2_147_483_647
          ? await app.authCache.team(authOf(request).user.userSeq, teamSeq, () =>
              app.teams.findVisible(authOf(request).user.userSeq, teamSeq),
            )
          : null;
      if (!team) throw teamNotAllowed();
      request.team = team;
    });

    app.decorate('requireRoles', (roles: readonly BaseRole[]) => async (request: FastifyRequest) => {
      if (!roleAllows(authOf(request).user.role, roles)) throw roleNotAllowed();
    });
  },
  { name: 'auth-guard', dependencies: ['accounts', 'teams'] },
);
