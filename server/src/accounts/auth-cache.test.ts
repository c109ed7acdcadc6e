import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { authCacheChecks } from '../../test-support/auth-cache-checks';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAuthCache } from './auth-cache';
import type { SessionRecord } from './sessions-repository';
import { recordQueries } from '../../test-support/record-queries';

const session = (state: SessionRecord['state'], expiresAt: Date): SessionRecord => ({
  sessionId: 's1',
  userSeq: 1,
  state,
  codeHash: null,
  codeExpiresAt: null,
  codeFailures: 0,
  codeSentAt: null,
  expiresAt,
});

test('entries last their TTL, never past the session expiry; pending sessions are not kept', async () => {
  let clock = 1_000_000;
  const cache = createAuthCache({ ttlMs: 5_000, now: () => clock });
  cache.resume();
  let loads = 0;
  const load = (record: SessionRecord) => async () => {
    loads += 1;
    return record;
  };
  const active = session('ACTIVE', new Date(clock + 60_000));
  await cache.session('a', load(active));
  await cache.session('a', load(active));
  assert.equal(loads, 1);
  clock += 5_001;
  await cache.session('a', load(active));
  assert.equal(loads, 2, 'read again after the TTL');
  const ending = session('ACTIVE', new Date(clock + 1_000));
  await cache.session('b', load(ending));
  clock += 1_001;
  await cache.session('b', load(ending));
  assert.equal(loads, 4, 'never kept past the session expiry');
  const pending = session('CODE_PENDING', new Date(clock + 60_000));
  await cache.session('c', load(pending));
  await cache.session('c', load(pending));
  assert.equal(loads, 6);
});

test('a read that began before an invalidation is not stored; suspended, everything is read', async () => {
  const cache = createAuthCache();
  cache.resume();
  let loads = 0;
  let release!: () => void;
  const slow = cache.user(7, async () => {
    loads += 1;
    await new Promise<void>((resolve) => (release = resolve));
    return null as never;
  });
  cache.invalidate();
  release();
  await slow;
  const record = { user: { userSeq: 7 }, mobile: '', passwordHash: '' } as never;
  const first = cache.user(8, async () => {
    loads += 1;
    await Promise.resolve();
    return record;
  });
  cache.invalidate();
  await first;
  await cache.user(8, async () => {
    loads += 1;
    return record;
  });
  assert.equal(loads, 3, 'the value read across the invalidation was not kept');
  cache.suspend();
  await cache.user(8, async () => ((loads += 1), record));
  await cache.user(8, async () => ((loads += 1), record));
  assert.equal(loads, 5);
  assert.equal(cache.live, false);
});

test('the cache holds at most its bound, dropping the least recently used', async () => {
  const cache = createAuthCache({ maxEntries: 2 });
  cache.resume();
  let loads = 0;
  const record = (seq: number) => async () => ((loads += 1), { user: { userSeq: seq } } as never);
  await cache.user(1, record(1));
  await cache.user(2, record(2));
  await cache.user(1, record(1)); // 1 is now the most recent
  await cache.user(3, record(3)); // 2 leaves
  assert.equal(loads, 3);
  await cache.user(1, record(1));
  assert.equal(loads, 3);
  await cache.user(2, record(2));
  assert.equal(loads, 4);
  assert.equal(cache.stats().entries, 2);
});

test('a page load touches the session at most once a minute; a token renewal always', async () => {
  const cache = createAuthCache();
  assert.equal(cache.touchDue('s1'), true);
  assert.equal(cache.touchDue('s1'), false);
  assert.equal(cache.touchDue('s2'), true);
});

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());
const checks = authCacheChecks(() => ({ changer: t.app, reader: t.app, withinMs: 0 }));

test('one process: a logout ends the session at once though it was cached', () => checks.logout());
test('one process: a role change holds at once (manager demoted, then restored)', () => checks.roleChange());
test('one process: removal from a team holds at once, and so does adding back', () => checks.teamRemoval());

test('the hot path asks the database nothing once the caller is cached', async () => {
  const { loginAs } = await import('../../test-support/test-app');
  const user = await loginAs(t.app, 'hanbit_user');
  const headers = { ...user.headers, 'curr-team-seq': '1' };
  await t.app.inject({ url: '/api/_auth/session', headers: { cookie: user.cookie } });
  await t.app.inject({ url: '/api/team/send-requests', headers });
  const { queries, stop } = recordQueries(t.app.db);
  try {
    const session = await t.app.inject({ url: '/api/_auth/session', headers: { cookie: user.cookie } });
    assert.equal(session.json().resultData.user.loginId, 'hanbit_user');
    assert.deepEqual(queries, [], 'the session answer (touched within the minute) reads nothing');
    assert.equal((await t.app.inject({ url: '/api/team/send-requests', headers })).statusCode, 200);
    assert.ok(
      queries.every((sql) => !/\b(sessions|users|team_members)\b/.test(sql)),
      `no session, user or team access query: ${queries.join(' | ')}`,
    );
  } finally {
    stop();
  }
});
