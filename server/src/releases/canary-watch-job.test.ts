import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { writeBuiltRemote, writeEdited } from '../../test-support/dist-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { CANARY_WATCH } from './canary-watch-job';

let t: TestApp;
let file: string;
before(async () => {
  t = await createTestApp({ consoleEnv: 'staging', canaryMinLoads: 3, canaryMaxErrorRate: 0.05 });
  file = path.join(t.config.environmentsDir, 'staging.json');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.1.0');
});
after(() => t.close());

let startedAt: string;
beforeEach(async () => {
  startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  await t.app.db.query('DELETE FROM remote_load_minutes');
  await writeEdited(
    file,
    JSON.stringify({
      environment: 'staging',
      remotes: { kakao: { version: '1.0.0', enabled: true, canary: { version: '1.1.0', percent: 50, startedAt } } },
    }),
  );
});

const events = (kind: 'load' | 'load-error' | 'mount-error', n: number, version = '1.1.0') =>
  t.app.releases.events.record(
    'staging',
    Array.from({ length: n }, () => ({ remote: 'kakao', version, kind })),
  );
async function watch() {
  await t.app.jobs.enqueue(CANARY_WATCH, {});
  await t.app.jobs.runDueJobs();
}
const canaryOf = async () => (await t.app.releases.store.read('staging'))?.remotes.kakao?.canary;

test('a canary whose error rate passes the threshold is rolled back, and the history says so', async () => {
  await events('load', 4);
  await events('mount-error', 1);
  await events('load', 50, '1.0.0');
  await events('mount-error', 10, '1.0.0'); // the stable version's errors are not the canary's
  await watch();
  assert.equal(await canaryOf(), undefined);
  const [last] = await t.app.releases.store.history('staging', { limit: 1 });
  assert.deepEqual(
    { action: last?.action, by: last?.by, automatic: last?.automatic, reason: last?.reason, after: last?.after },
    {
      action: 'rollback',
      by: 'automatic',
      automatic: true,
      reason: '25.0 % errors over 4 loads',
      after: { version: '1.0.0', enabled: true },
    },
  );
  assert.equal(last?.before?.canary?.version, '1.1.0');
  const registry = (
    await t.app.inject({ method: 'GET', url: '/registry.json', headers: { cookie: 'console_bucket=browser-00000001' } })
  ).json();
  assert.equal(registry.remotes[0].version, '1.0.0', 'everyone gets the stable version on the next load');
});

test('below the minimum loads, or at a low error rate, the canary stays', async () => {
  await events('load', 2);
  await events('mount-error', 2);
  await watch();
  assert.equal((await canaryOf())?.version, '1.1.0', '2 loads: not judged yet');
  await events('load', 38);
  await watch();
  assert.equal((await canaryOf())?.version, '1.1.0', '2 errors over 40 loads is 5 %: not above');
  const history = await t.app.releases.store.history('staging');
  assert.ok(history.every((c) => !c.automatic || c.before?.canary?.startedAt !== startedAt));
});

test('errors from before the canary started do not count', async () => {
  await t.app.db.query(
    `INSERT INTO remote_load_minutes (environment, remote, version, minute, loads, mount_errors)
     VALUES ('staging', 'kakao', '1.1.0', date_trunc('minute', now()) - interval '1 hour', 10, 10)`,
  );
  await watch();
  assert.equal((await canaryOf())?.version, '1.1.0');
});

test('the watch books its own next run', async () => {
  await watch();
  const [next] = await t.app.db.query<{ seconds: number }>(
    `SELECT round(extract(epoch FROM run_at - now()))::int AS seconds FROM jobs WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL`,
    [CANARY_WATCH],
  );
  assert.ok(next && next.seconds > 10 && next.seconds <= 15, `next in ${next?.seconds} s`);
});
