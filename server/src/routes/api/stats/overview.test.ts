import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { StatsOverview } from '@console/contracts/stats';
import { koreanDay } from '../../../demo/demo-stats';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const overview = async (loginId: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/stats/overview?${query}`,
    headers: (await sharedLoginAs(t.app, loginId)).headers,
  });

const week = `from=${koreanDay(7)}&to=${koreanDay(1)}`;

test("daily rows per channel over the caller's teams, with totals per channel", async () => {
  const response = await overview('hanbit_master', week);
  assert.equal(response.statusCode, 200);
  const stats = StatsOverview.parse(response.json().resultData);
  assert.equal(new Set(stats.rows.map((r) => r.date)).size, 7);
  assert.equal(stats.rows.length, 7 * 6);
  assert.equal(stats.totals.length, 6);
  const sms = stats.totals.find((row) => row.channel === 'SMS')!;
  assert.equal(
    sms.requested,
    stats.rows.filter((r) => r.channel === 'SMS').reduce((sum, r) => sum + r.requested, 0),
  );
  assert.equal(sms.requested, sms.success + sms.failure);
  assert.ok(sms.costKrw > 0);
});

test("teamSeq narrows to one team; the sum of teams 1 and 2 is the master's view", async () => {
  const all = StatsOverview.parse((await overview('hanbit_master', week)).json().resultData);
  const one = StatsOverview.parse((await overview('hanbit_master', `${week}&teamSeq=1`)).json().resultData);
  const two = StatsOverview.parse((await overview('hanbit_master', `${week}&teamSeq=2`)).json().resultData);
  const requested = (s: StatsOverview) => s.totals.reduce((sum, row) => sum + row.requested, 0);
  assert.equal(requested(all), requested(one) + requested(two));
  assert.ok(requested(two) < requested(one));
});

test('a team the caller is not in is 499', async () => {
  assert.equal((await overview('hanbit_user', `${week}&teamSeq=2`)).statusCode, 499);
  assert.equal((await overview('hanbit_master', `${week}&teamSeq=4`)).statusCode, 499);
});

test('validation: format, order, the 31-day limit and impossible dates are 400 with field errors', async () => {
  const cases: [string, string][] = [
    ['from=2024-1-1&to=2024-01-02', 'from'],
    [`from=${koreanDay(1)}&to=${koreanDay(7)}`, 'from'],
    [`from=${koreanDay(40)}&to=${koreanDay(1)}`, 'to'],
    ['from=2026-02-30&to=2026-03-02', 'from'],
    ['from=0000-01-01&to=0000-01-02', 'from'],
    [`${week}&teamSeq=abc`, 'teamSeq'],
    ['', 'from'],
  ];
  for (const [query, field] of cases) {
    const response = await overview('hanbit_master', query);
    assert.equal(response.statusCode, 400, query);
    assert.ok(
      response
        .json()
        .errors.some((e: { field: string; message: string }) => e.field === field && /[가-힣]/.test(e.message)),
      query,
    );
  }
  assert.equal(
    (await overview('hanbit_master', `from=${koreanDay(30)}&to=${koreanDay(0)}`)).statusCode,
    200,
    '31 days is allowed',
  );
});

test('a business without statistics answers empty rows', async () => {
  const stats = (await overview('bye_master', week)).json().resultData;
  assert.deepEqual({ rows: stats.rows, totals: stats.totals }, { rows: [], totals: [] });
});
