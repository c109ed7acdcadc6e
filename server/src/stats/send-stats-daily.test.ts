import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { teamCallAs } from '../../test-support/call-as';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

/** The hourly rows summed per KST day, and the daily roll-up, both as comparable rows. */
const compare = async (statsTable: string, dailyTable: string, columns: string) => {
  const hourly = await t.app.db.query(
    `SELECT team_seq, (hour AT TIME ZONE 'Asia/Seoul')::date::text AS day, channel, ${columns}
       FROM ${statsTable} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const daily = await t.app.db.query(
    `SELECT team_seq, day::text AS day, channel, ${columns} FROM ${dailyTable} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return { hourly, daily };
};

test('the daily roll-ups follow every insert and update of the hourly statistics', async () => {
  const send = (phones: string[]) =>
    teamCallAs(t.app)('hanbit_user', 'POST', '/api/team/send-requests', {
      team: '1',
      payload: { recipients: phones.map((phone) => ({ phone })), body: '안내 문자예요.', senderNumber: '02-1234-5678' },
    });
  assert.equal((await send(['010-2000-6001', '010-0000-0001'])).statusCode, 200);
  assert.equal((await send(['010-2000-6002', '010-0000-0101', '010-2000-6003'])).statusCode, 200);
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();
  const figures =
    'sum(requested)::int AS requested, sum(delivered)::int AS delivered, sum(failed)::int AS failed, sum(cost_krw)::int AS cost';
  const stats = await compare('send_stats', 'send_stats_daily', figures);
  assert.ok(stats.hourly.length > 0);
  assert.deepEqual(stats.daily, stats.hourly);
  const failures = await compare('send_failure_stats', 'send_failure_stats_daily', 'sum(failed)::int AS failed');
  assert.ok(failures.hourly.length > 0);
  assert.deepEqual(failures.daily, failures.hourly);
});
