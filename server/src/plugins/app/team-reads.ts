import fp from 'fastify-plugin';
import { followChannel } from '../../db/follow-channel';
import { createTeamReadCache, TEAM_DATA_CHANNEL, type TeamReadCache } from '../../http/team-read-cache';
import type {} from '../../sending/api-key-caller';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of the hottest team lists, kept until their team changes (http/team-read-cache.ts). */
    teamReads: TeamReadCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The team read cache, kept in step with migration 101's `console_team_data` notifications. A write
 * request of a team (console or API key) also forgets that team's answers on this process before its
 * own answer leaves, after its transaction committed: on PostgreSQL the notification comes a moment
 * later on another connection, and the writer's next read must already see the write.
 */
export default fp(
  async (app) => {
    const cache = createTeamReadCache();
    app.decorate('teamReads', cache);
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) {
        const teamSeq = request.team?.teamSeq ?? request.apiKeyCaller?.teamSeq;
        if (teamSeq !== undefined) cache.changed(teamSeq);
      }
      done(null, payload);
    });
    const stop = await followChannel(
      app.db,
      TEAM_DATA_CHANNEL,
      { notify: (payload) => cache.notified(payload), resume: cache.resume, suspend: cache.suspend },
      app.log,
    );
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', () => stop());
  },
  { name: 'team-reads', dependencies: ['database', 'auth-guard'] },
);
