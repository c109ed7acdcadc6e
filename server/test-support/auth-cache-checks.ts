import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { loginAs } from './test-app';

/**
 * The auth cache's invalidation paths (accounts/auth-cache.ts): a change made through `changer` stops
 * working on `reader` (the same app, or a second process on one PostgreSQL) within `withinMs`, though
 * `reader` had just served the same caller from its cache. Used by src/accounts/auth-cache.test.ts
 * (PGlite, one process: at once) and test/auth-cache-cross-process.test.ts (two apps).
 */
export function authCacheChecks(apps: () => { changer: FastifyInstance; reader: FastifyInstance; withinMs: number }) {
  /** Calls `read` until it answers `status`; answers how long that took (ms), failing after `withinMs`. */
  async function until(status: number, read: () => Promise<{ statusCode: number }>, withinMs: number) {
    const started = performance.now();
    for (;;) {
      const { statusCode } = await read();
      const elapsed = performance.now() - started;
      if (statusCode === status) return elapsed;
      assert.ok(elapsed < withinMs, `still ${statusCode} after ${Math.round(elapsed)} ms, expected ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const userSeqOf = async (app: FastifyInstance, loginId: string) =>
    (await app.db.query<{ user_seq: number }>('SELECT user_seq FROM users WHERE login_id = $1', [loginId]))[0]!
      .user_seq;

  return {
    async logout() {
      const { changer, reader, withinMs } = apps();
      const user = await loginAs(changer, 'hanbit_user');
      const read = () =>
        reader.inject({ url: '/api/team/send-requests', headers: { ...user.headers, 'curr-team-seq': '1' } });
      const hitsBefore = reader.authCache.stats().hits;
      assert.equal((await read()).statusCode, 200);
      assert.equal((await read()).statusCode, 200);
      assert.ok(reader.authCache.stats().hits > hitsBefore, 'the second read is served from the cache');
      const out = await changer.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
      assert.equal(out.statusCode, 200);
      await until(403, read, withinMs);
      const session = await reader.inject({ url: '/api/_auth/session', headers: { cookie: user.cookie } });
      assert.equal(session.json().resultData.user, null);
    },

    async roleChange() {
      const { changer, reader, withinMs } = apps();
      const master = await loginAs(changer, 'hanbit_master');
      const manager = await loginAs(reader, 'hanbit_manager');
      const read = () => reader.inject({ url: '/api/members', headers: manager.headers });
      assert.equal((await read()).statusCode, 200);
      assert.equal((await read()).statusCode, 200);
      const managerSeq = await userSeqOf(changer, 'hanbit_manager');
      const setRole = (role: string) =>
        changer.inject({
          method: 'PUT',
          url: `/api/members/${managerSeq}/role`,
          headers: master.headers,
          payload: { role },
        });
      assert.equal((await setRole('ROLE_USER')).statusCode, 200);
      await until(455, read, withinMs);
      const session = await reader.inject({ url: '/api/_auth/session', headers: { cookie: manager.cookie } });
      assert.equal(session.json().resultData.user.role, 'ROLE_USER');
      assert.equal((await setRole('ROLE_MANAGER')).statusCode, 200);
      await until(200, read, withinMs);
    },

    async teamRemoval() {
      const { changer, reader, withinMs } = apps();
      const master = await loginAs(changer, 'hanbit_master');
      const user = await loginAs(reader, 'hanbit_user');
      const read = () =>
        reader.inject({ url: '/api/team/send-requests', headers: { ...user.headers, 'curr-team-seq': '1' } });
      assert.equal((await read()).statusCode, 200);
      assert.equal((await read()).statusCode, 200);
      const userSeq = await userSeqOf(changer, 'hanbit_user');
      const removed = await changer.inject({
        method: 'DELETE',
        url: `/api/teams/1/members/${userSeq}`,
        headers: master.headers,
      });
      assert.equal(removed.statusCode, 200, removed.body);
      await until(499, read, withinMs);
      const added = await changer.inject({
        method: 'POST',
        url: '/api/teams/1/members',
        headers: master.headers,
        payload: { userSeq, teamRole: 'MEMBER' },
      });
      assert.equal(added.statusCode, 200, added.body);
      await until(200, read, withinMs);
    },
  };
}
