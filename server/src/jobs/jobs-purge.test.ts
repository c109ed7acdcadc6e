import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { JOBS_PURGE, purgeFinishedJobs } from './jobs-purge';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** A job of kind `probe.<name>` finished (or waiting) `days` ago. */
const jobAged = async (name: string, state: 'done' | 'failed' | 'waiting', days: number) => {
  const at = `now() - make_interval(days => ${days})`;
  await t.app.db.query(
    `INSERT INTO jobs (kind, run_at, done_at, failed_at) VALUES ($1, ${at}, ${state === 'done' ? at : 'NULL'}, ${state === 'failed' ? at : 'NULL'})`,
    [`probe.${name}`],
  );
};
const probes = async () =>
  (await t.app.db.query<{ kind: string }>(`SELECT kind FROM jobs WHERE kind LIKE 'probe.%' ORDER BY kind`)).map((r) =>
    r.kind.slice('probe.'.length),
  );

test('done jobs go after 7 days, failed ones after 30; waiting jobs stay however old', async () => {
  await jobAged('done-1d', 'done', 1);
  await jobAged('done-8d', 'done', 8);
  await jobAged('failed-8d', 'failed', 8);
  await jobAged('failed-31d', 'failed', 31);
  await jobAged('waiting-40d', 'waiting', 40);
  const purged = await purgeFinishedJobs(t.app.db);
  assert.ok(purged >= 2, `purged ${purged}`);
  assert.deepEqual(await probes(), ['done-1d', 'failed-8d', 'waiting-40d']);
  await t.app.db.query(`DELETE FROM jobs WHERE kind LIKE 'probe.%' AND done_at IS NULL`); // nobody would run the waiting probe
});

test('a backlog larger than one DELETE goes in full', async () => {
  await t.app.db.query(
    `INSERT INTO jobs (kind, run_at, done_at) SELECT 'probe.old', now() - interval '9 days', now() - interval '9 days' FROM generate_series(1, 12000)`,
  );
  assert.equal(await purgeFinishedJobs(t.app.db), 12_000);
  assert.deepEqual(await probes(), ['done-1d']);
});

test('the job purges and books its next run in an hour', async () => {
  await jobAged('done-10d', 'done', 10);
  await t.app.jobs.enqueue(JOBS_PURGE, {});
  await t.app.jobs.runDueJobs();
  assert.deepEqual(await probes(), ['done-1d']);
  const [next] = await t.app.db.query<{ minutes: number }>(
    `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS minutes FROM jobs WHERE kind = $1 AND done_at IS NULL`,
    [JOBS_PURGE],
  );
  assert.equal(next?.minutes, 60);
});
