import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DATABASE_UPKEEP, upkeepTables } from './database-upkeep';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await t.app.db.exec('CREATE TABLE upkeep_probe (id serial PRIMARY KEY, note text NOT NULL)');
  await t.app.db.query(`INSERT INTO upkeep_probe (note) SELECT 'a' || i FROM generate_series(1, 500) AS i`);
  await upkeepTables(t.app.db); // every table starts freshly vacuumed and analyzed
});
after(() => t.close());

const stats = async () => {
  await t.app.db.query('SELECT pg_stat_force_next_flush()');
  return (
    await t.app.db.query<{ vacuums: number; analyzes: number; dead: number }>(
      `SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes, n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'upkeep_probe'`,
    )
  )[0]!;
};

test('a table with many dead rows is vacuumed (and analyzed); a quiet one is left alone', async () => {
  const quiet = await upkeepTables(t.app.db);
  assert.ok(
    !quiet.vacuumed.includes('public.upkeep_probe') && !quiet.analyzed.includes('public.upkeep_probe'),
    'nothing changed since',
  );

  await t.app.db.query(`UPDATE upkeep_probe SET note = note || '!' WHERE id <= 300`);
  const before = await stats();
  assert.ok(before.dead >= 300, `dead rows counted: ${before.dead}`);
  const done = await upkeepTables(t.app.db);
  assert.ok(done.vacuumed.includes('public.upkeep_probe'), JSON.stringify(done));
  const afterwards = await stats();
  assert.equal(afterwards.vacuums, before.vacuums + 1);
  assert.equal(afterwards.analyzes, before.analyzes + 1);
  assert.equal(afterwards.dead, 0);
});

test('a table with enough changed rows but few dead ones is only analyzed', async () => {
  await t.app.db.query(`INSERT INTO upkeep_probe (note) SELECT 'b' || i FROM generate_series(1, 200) AS i`);
  const before = await stats();
  const done = await upkeepTables(t.app.db);
  assert.ok(
    done.analyzed.includes('public.upkeep_probe') && !done.vacuumed.includes('public.upkeep_probe'),
    JSON.stringify(done),
  );
  assert.equal((await stats()).analyzes, before.analyzes + 1);
});

test('the job runs the upkeep and books its next run in 5 minutes', async () => {
  await t.app.db.query(`UPDATE upkeep_probe SET note = note || '?'`);
  const before = await stats();
  await t.app.jobs.enqueue(DATABASE_UPKEEP, {});
  await t.app.jobs.runDueJobs();
  assert.equal((await stats()).vacuums, before.vacuums + 1);
  const [next] = await t.app.db.query<{ minutes: number }>(
    `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS minutes FROM jobs WHERE kind = $1 AND done_at IS NULL`,
    [DATABASE_UPKEEP],
  );
  assert.equal(next?.minutes, 5);
});
