import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { EmailStatsReport } from '@console/contracts/email-stats';
import { koreanDay } from '../../../demo/demo-stats';
import { statsRequests } from '../../../../test-support/stats-requests';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // January 2020 lies before the demo's history: these rows are all there is.
  await t.app.db.query(
    `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, failed, fallback, cost_krw) VALUES
       (1, '2020-01-02 10:00+09', 'EMAIL', 'LMS', 100, 90, 10, 0, 90),
       (1, '2020-01-03 23:00+09', 'EMAIL', 'LMS', 20, 19, 1, 0, 19),
       (2, '2020-01-03 09:00+09', 'EMAIL', 'LMS', 50, 48, 2, 0, 48),
       (1, '2020-01-02 10:00+09', 'SMS', 'SMS', 7, 7, 0, 0, 63),
       (1, '2020-02-10 12:00+09', 'EMAIL', 'LMS', 5, 5, 0, 0, 5),
       (4, '2020-01-02 10:00+09', 'EMAIL', 'LMS', 300, 300, 0, 0, 300)`,
  );
  await t.app.db.query(
    `INSERT INTO email_stats_daily (team_seq, day, hard_bounced, soft_bounced, opened, clicked, unsubscribed) VALUES
       (1, '2020-01-02', 6, 3, 40, 12, 2),
       (1, '2020-01-04', 0, 1, 5, 1, 1),
       (2, '2020-01-03', 1, 1, 20, 4, 0),
       (4, '2020-01-02', 0, 0, 99, 9, 9)`,
  );
});
after(() => t.close());

const { get, report, errorsOf } = statsRequests(() => t, EmailStatsReport);
const week = 'unit=DAY&from=2020-01-01&to=2020-01-07';

test('every day of the range with the sends and the e-mail figures, totals and teams (e-mail only)', async () => {
  const stats = await report('hanbit_master', `ems?${week}`);
  assert.deepEqual(
    stats.series.map((p) => [p.period, p.requested, p.delivered, p.hardBounced, p.softBounced, p.opened]),
    [
      ['2020-01-01', 0, 0, 0, 0, 0],
      ['2020-01-02', 100, 90, 6, 3, 40],
      ['2020-01-03', 70, 67, 1, 1, 20],
      ['2020-01-04', 0, 0, 0, 1, 5],
      ['2020-01-05', 0, 0, 0, 0, 0],
      ['2020-01-06', 0, 0, 0, 0, 0],
      ['2020-01-07', 0, 0, 0, 0, 0],
    ],
  );
  assert.deepEqual(stats.totals, {
    requested: 170,
    delivered: 157,
    failed: 13,
    hardBounced: 7,
    softBounced: 5,
    opened: 65,
    clicked: 17,
    unsubscribed: 3,
    costKrw: 157,
  });
  assert.deepEqual(
    stats.byTeam.map((row) => [row.teamName, row.requested, row.unsubscribed]),
    [
      ['마케팅팀', 120, 3],
      ['고객지원팀', 50, 0],
    ],
  );
  assert.equal(stats.teamSeq, null);
});

test('months cover whole months; a range without e-mail is all zeros', async () => {
  const monthly = await report('hanbit_master', 'ems?unit=MONTH&from=2020-01-15&to=2020-02-03');
  assert.deepEqual([monthly.from, monthly.to], ['2020-01-01', '2020-02-29']);
  assert.deepEqual(
    monthly.series.map((p) => [p.period, p.requested, p.opened]),
    [
      ['2020-01', 170, 65],
      ['2020-02', 5, 0],
    ],
  );
  const empty = await report('hanbit_master', 'ems?unit=DAY&from=2019-06-01&to=2019-06-03');
  assert.equal(empty.series.length, 3);
  assert.equal(empty.totals.requested + empty.totals.opened, 0);
  assert.deepEqual(empty.byTeam, []);
});

test('a user sees their own teams, a master every team of the business; other teams are 499', async () => {
  const user = await report('hanbit_user', `ems?${week}`);
  assert.deepEqual(
    user.byTeam.map((row) => row.teamSeq),
    [1],
  );
  assert.equal(user.totals.requested, 120);
  const one = await report('hanbit_master', `ems?${week}&teamSeq=2`);
  assert.deepEqual([one.teamSeq, one.totals.requested, one.totals.opened], [2, 50, 20]);
  assert.equal((await get('hanbit_user', `ems?${week}&teamSeq=2`)).statusCode, 499);
  assert.equal((await get('hanbit_master', `ems?${week}&teamSeq=4`)).statusCode, 499);
  assert.equal((await get('hanbit_master', `ems/export?${week}&teamSeq=4`)).statusCode, 499);
  assert.equal((await report('saessak_master', `ems?${week}`)).totals.requested, 300);
  const anonymous = await t.app.inject({ method: 'GET', url: `/api/stats/ems?${week}`, headers: { ajax: 'true' } });
  assert.equal(anonymous.statusCode, 401);
});

test('range rules and units: no hourly view, 31 days by day, 12 months by month — 400 in Korean', async () => {
  const cases: [string, string, RegExp][] = [
    ['unit=HOUR&from=2020-01-01&to=2020-01-02', 'unit', /일별\(DAY\)이나 월별\(MONTH\)/],
    ['unit=DAY&from=2020-01-01&to=2020-02-15', 'to', /최대 31일/],
    ['unit=MONTH&from=2020-01-01&to=2021-01-01', 'to', /최대 12개월/],
    ['unit=DAY&from=2020-01-07&to=2020-01-01', 'from', /늦을 수 없어요/],
    ['unit=DAY&from=2026-02-30&to=2026-03-02', 'from', /존재하지 않는 날짜/],
    [`${week}&teamSeq=abc`, 'teamSeq', /./],
  ];
  for (const [query, field, message] of cases) {
    const response = await get('hanbit_master', `ems?${query}`);
    assert.equal(response.statusCode, 400, query);
    const error = errorsOf(response).find((e) => e.field === field);
    assert.ok(error, `${query}: ${response.body}`);
    assert.match(error.message, message, query);
  }
});

test('export: the same query as a CSV by period with Korean headers and a total', async () => {
  const response = await get('hanbit_master', `ems/export?${week}&teamSeq=1`);
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /text\/csv/);
  assert.match(String(response.headers['content-disposition']), new RegExp(encodeURIComponent('이메일_통계_마케팅팀')));
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(
    lines[0],
    '기간,요청,전달,실패,영구 반송,일시 반송,열람,클릭,수신거부,전달률,열람률,"비용(원, VAT 별도)"',
  );
  assert.equal(lines.length, 1 + 7 + 1);
  assert.equal(lines[2], '2020-01-02,100,90,10,6,3,40,12,2,90%,44.4%,90');
  assert.equal(lines.at(-1), '합계,120,109,11,6,4,45,13,3,90.8%,41.3%,109');
});

test("the demo seed's newsletters of the marketing team show on the page, with their e-mail figures", async () => {
  const range = `unit=DAY&from=${koreanDay(30)}&to=${koreanDay(1)}`;
  const all = await report('hanbit_master', `ems?${range}`);
  assert.ok(all.totals.requested > 0 && all.totals.opened > 0 && all.totals.hardBounced > 0);
  assert.equal(all.totals.costKrw, all.totals.delivered);
  assert.deepEqual(
    all.byTeam.map((row) => row.teamSeq),
    [1],
  );
  assert.ok(all.series.filter((point) => point.requested > 0).length >= 9);
  const monthly = await report('hanbit_master', `ems?unit=MONTH&from=${koreanDay(60)}&to=${koreanDay(1)}`);
  assert.ok(monthly.totals.requested > all.totals.requested);
});
