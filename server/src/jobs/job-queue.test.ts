import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const teamStatus = async (teamSeq: number) =>
  (
    await t.app.db.query<{ status: string; ready_at: Date | null }>(
      'SELECT status, ready_at FROM teams WHERE team_seq = $1',
      [teamSeq],
    )
  )[0]!;

test('team.provision moves the seeded REG team to ACTIVE once due, exactly once', async () => {
  assert.equal((await teamStatus(3)).status, 'REG');
  await t.app.db.query("UPDATE jobs SET run_at = now() + interval '1 hour' WHERE kind = 'team.provision'");
  assert.equal(await t.app.jobs.runDueJobs(), 0, 'not due yet');
  assert.equal((await teamStatus(3)).status, 'REG');

  await t.app.db.query("UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'team.provision'");
  assert.equal(await t.app.jobs.runDueJobs(), 1);
  const team = await teamStatus(3);
  assert.equal(team.status, 'ACTIVE');
  assert.ok(Date.now() - team.ready_at!.getTime() < 60_000, 'ready_at is when it became active');
  assert.equal(await t.app.jobs.runDueJobs(), 0, 'done jobs do not run again');
});

test('a failing job is retried later with its error recorded', async () => {
  const id = await t.app.jobs.enqueue('no.such.kind', { x: 1 });
  assert.equal(await t.app.jobs.runDueJobs(), 1);
  const [job] = await t.app.db.query<{ attempts: number; last_error: string; run_at: Date; done_at: Date | null }>(
    'SELECT attempts, last_error, run_at, done_at FROM jobs WHERE id = $1',
    [id],
  );
  assert.equal(job!.attempts, 1);
  assert.match(job!.last_error, /no handler/);
  assert.equal(job!.done_at, null);
  assert.ok(job!.run_at.getTime() > Date.now(), 'backed off into the future');
  assert.equal(await t.app.jobs.runDueJobs(), 0);
});

test('the worker of an app drains due jobs by itself and stops when the app closes', async () => {
  const withWorker = await createTestApp({}, { worker: true });
  try {
    await withWorker.app.db.query("UPDATE jobs SET run_at = now() WHERE kind = 'team.provision'");
    const deadline = Date.now() + 5000;
    let status = 'REG';
    while (status !== 'ACTIVE' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await withWorker.app.db.query<{ status: string }>('SELECT status FROM teams WHERE team_seq = 3'))[0]!
        .status;
    }
    assert.equal(status, 'ACTIVE');
  } finally {
    await withWorker.close();
  }
});

test('sessions.purge deletes ended sessions and books its next run', async () => {
  await loginAs(t.app, 'hanbit_master');
  await loginAs(t.app, 'hanbit_user');
  await t.app.db.query(
    "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_seq = (SELECT user_seq FROM users WHERE login_id = 'hanbit_user')",
  );
  await t.app.jobs.ensureScheduled('sessions.purge');
  await t.app.jobs.ensureScheduled('sessions.purge');
  assert.equal(await t.app.jobs.runDueJobs(), 1, 'booked once');
  const left = await t.app.db.query<{ login_id: string }>(
    'SELECT u.login_id FROM sessions s JOIN users u USING (user_seq)',
  );
  assert.deepEqual(
    left.map((row) => row.login_id),
    ['hanbit_master'],
  );
  const [next] = await t.app.db.query<{ run_at: Date }>(
    "SELECT run_at FROM jobs WHERE kind = 'sessions.purge' AND done_at IS NULL",
  );
  assert.ok(next!.run_at.getTime() > Date.now() + 50 * 60_000);
});
