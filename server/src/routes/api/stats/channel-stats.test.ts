import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ChannelStatsReport } from '@console/contracts/stats';
import { koreanDay } from '../../../demo/demo-stats';
import { statsRequests } from '../../../../test-support/stats-requests';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // January 2020 lies before the demo's 90 days of history: these rows are all there is.
  await t.app.db.query(
    `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, failed, fallback, cost_krw) VALUES
       (1, '2020-01-02 10:00+09', 'SMS', 'SMS', 10, 8, 1, 1, 72),
       (1, '2020-01-02 23:00+09', 'SMS', 'LMS', 2, 2, 0, 0, 60),
       (2, '2020-01-03 00:30+09', 'SMS', 'LMS', 5, 4, 1, 0, 120),
       (1, '2020-01-04 09:00+09', 'RCS', 'SMS', 7, 7, 0, 0, 84),
       (2, '2020-01-05 09:00+09', 'ALIMTALK', 'SMS', 3, 3, 0, 0, 21),
       (1, '2019-12-31 12:00+09', 'SMS', 'SMS', 4, 4, 0, 0, 36),
       (1, '2020-02-10 12:00+09', 'SMS', 'SMS', 1, 1, 0, 0, 9),
       (4, '2020-01-02 10:00+09', 'SMS', 'SMS', 100, 100, 0, 0, 900)`,
  );
  await t.app.db.query(
    `INSERT INTO send_failure_stats (team_seq, hour, channel, code, reason, failed) VALUES
       (1, '2020-01-02 10:00+09', 'SMS', '3000', '수신 거부', 2),
       (2, '2020-01-03 00:30+09', 'SMS', '3001', '없는 번호', 1),
       (1, '2020-01-04 09:00+09', 'RCS', '4000', 'RCS 미지원 단말', 3)`,
  );
});
after(() => t.close());

const { get, report, errorsOf } = statsRequests(() => t, ChannelStatsReport);
const week = 'unit=DAY&from=2020-01-01&to=2020-01-07';

test('every day of the range, zero days included, with totals, the previous period, teams, types and failures', async () => {
  const stats = await report('hanbit_master', `sms?${week}`);
  assert.deepEqual(
    stats.series.map((point) => [point.period, point.requested]),
    [
      ['2020-01-01', 0],
      ['2020-01-02', 12],
      ['2020-01-03', 5],
      ['2020-01-04', 0],
      ['2020-01-05', 0],
      ['2020-01-06', 0],
      ['2020-01-07', 0],
    ],
  );
  assert.deepEqual(stats.totals, { requested: 17, delivered: 14, failed: 2, fallback: 1, costKrw: 252 });
  assert.deepEqual(
    { from: stats.previous.from, to: stats.previous.to, requested: stats.previous.requested },
    { from: '2019-12-25', to: '2019-12-31', requested: 4 },
  );
  assert.equal(stats.previous.series.length, 7);
  assert.equal(stats.previous.series.at(-1)!.requested, 4);
  assert.deepEqual(
    stats.byTeam.map((row) => [row.teamName, row.requested]),
    [
      ['마케팅팀', 12],
      ['고객지원팀', 5],
    ],
  );
  assert.deepEqual(
    stats.byType.map((row) => [row.type, row.requested, row.costKrw]),
    [
      ['SMS', 10, 72],
      ['LMS', 7, 180],
    ],
  );
  assert.deepEqual(stats.topFailures, [
    { code: '3000', reason: '수신 거부', failed: 2 },
    { code: '3001', reason: '없는 번호', failed: 1 },
  ]);
  assert.equal(stats.failuresOfAllTypes, false);
});

test('hours, months and the pages: RCS and Kakao read their own channels', async () => {
  const hourly = await report('hanbit_master', 'sms?unit=HOUR&from=2020-01-02&to=2020-01-03');
  assert.equal(hourly.series.length, 48);
  assert.deepEqual(
    hourly.series.filter((point) => point.requested > 0).map((point) => point.period),
    ['2020-01-02 10', '2020-01-02 23', '2020-01-03 00'],
  );
  const monthly = await report('hanbit_master', 'sms?unit=MONTH&from=2020-01-15&to=2020-02-03');
  assert.deepEqual([monthly.from, monthly.to], ['2020-01-01', '2020-02-29']);
  assert.deepEqual(
    monthly.series.map((point) => [point.period, point.requested]),
    [
      ['2020-01', 17],
      ['2020-02', 1],
    ],
  );
  assert.deepEqual(
    [monthly.previous.from, monthly.previous.to, monthly.previous.requested],
    ['2019-11-01', '2019-12-31', 4],
  );
  const rcs = await report('hanbit_master', `rcs?${week}`);
  assert.equal(rcs.totals.requested, 7);
  assert.deepEqual(rcs.topFailures, [{ code: '4000', reason: 'RCS 미지원 단말', failed: 3 }]);
  const kakao = await report('hanbit_master', `kakao?${week}`);
  assert.deepEqual(
    kakao.byType.map((row) => [row.type, row.requested]),
    [['ALIMTALK', 3]],
  );
  assert.equal((await report('hanbit_master', `kakao?${week}&type=BRAND_MESSAGE`)).totals.requested, 0);
});

test('a type narrows the figures; the failure reasons stay the channel’s; a type of another page is 400', async () => {
  const lms = await report('hanbit_master', `sms?${week}&type=LMS`);
  assert.equal(lms.totals.requested, 7);
  assert.deepEqual(
    lms.byType.map((row) => row.type),
    ['LMS'],
  );
  assert.equal(lms.type, 'LMS');
  assert.equal(lms.failuresOfAllTypes, true);
  const wrong = await get('hanbit_master', `sms?${week}&type=ALIMTALK`);
  assert.equal(wrong.statusCode, 400);
  assert.match(errorsOf(wrong)[0]!.message, /문자 통계의 메시지 유형은 SMS, LMS, MMS/);
  assert.equal((await get('hanbit_master', `mms?${week}`)).statusCode, 400);
});

test('a user sees their own teams, a master every team of the business; other teams are 499', async () => {
  const user = await report('hanbit_user', `sms?${week}`);
  assert.deepEqual(
    user.byTeam.map((row) => row.teamSeq),
    [1],
  );
  assert.equal(user.totals.requested, 12);
  const one = await report('hanbit_master', `sms?${week}&teamSeq=2`);
  assert.equal(one.totals.requested, 5);
  assert.equal(one.teamSeq, 2);
  assert.equal((await get('hanbit_user', `sms?${week}&teamSeq=2`)).statusCode, 499);
  assert.equal((await get('hanbit_master', `sms?${week}&teamSeq=4`)).statusCode, 499);
  assert.equal((await get('hanbit_master', `sms/export?${week}&teamSeq=4`)).statusCode, 499);
  const other = await report('saessak_master', `sms?${week}`);
  assert.equal(other.totals.requested, 100);
  const anonymous = await t.app.inject({ method: 'GET', url: `/api/stats/sms?${week}`, headers: { ajax: 'true' } });
  assert.equal(anonymous.statusCode, 401);
});

test('range rules: 31 days by hour or day, 12 months by month, real dates, in order — 400 in Korean', async () => {
  const cases: [string, string, RegExp][] = [
    ['unit=DAY&from=2020-01-01&to=2020-02-15', 'to', /최대 31일/],
    ['unit=HOUR&from=2020-01-01&to=2020-02-01', 'to', /최대 31일/],
    ['unit=MONTH&from=2020-01-01&to=2021-01-01', 'to', /최대 12개월/],
    ['unit=DAY&from=2020-01-07&to=2020-01-01', 'from', /늦을 수 없어요/],
    ['unit=DAY&from=2026-02-30&to=2026-03-02', 'from', /존재하지 않는 날짜/],
    ['unit=DAY&from=2020-1-1&to=2020-01-02', 'from', /YYYY-MM-DD/],
    ['unit=WEEK&from=2020-01-01&to=2020-01-02', 'unit', /./],
    [`${week}&teamSeq=abc`, 'teamSeq', /./],
  ];
  for (const [query, field, message] of cases) {
    const response = await get('hanbit_master', `sms?${query}`);
    assert.equal(response.statusCode, 400, query);
    const error = errorsOf(response).find((e) => e.field === field);
    assert.ok(error, `${query}: ${response.body}`);
    assert.match(error.message, message, query);
  }
  assert.equal((await get('hanbit_master', 'sms?unit=MONTH&from=2020-01-01&to=2020-12-31')).statusCode, 200);
});

test('export: the same query as a CSV by period with Korean headers and a total', async () => {
  const response = await get('hanbit_master', `sms/export?${week}&teamSeq=1`);
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /text\/csv/);
  assert.match(String(response.headers['content-disposition']), new RegExp(encodeURIComponent('문자_통계_마케팅팀')));
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], '기간,요청,성공,실패,대체 발송,성공률,"비용(원, VAT 별도)"');
  assert.equal(lines.length, 1 + 7 + 1);
  assert.equal(lines[2], '2020-01-02,12,10,1,1,83.3%,132');
  assert.equal(lines.at(-1), '합계,12,10,1,1,83.3%,132');
});

test("the demo seed's history shows on every page; the master's view is the sum of the teams", async () => {
  const range = `unit=DAY&from=${koreanDay(7)}&to=${koreanDay(1)}`;
  for (const page of ['sms', 'rcs', 'kakao']) {
    const all = await report('hanbit_master', `${page}?${range}`);
    assert.ok(all.totals.requested > 0, page);
    const one = await report('hanbit_master', `${page}?${range}&teamSeq=1`);
    const two = await report('hanbit_master', `${page}?${range}&teamSeq=2`);
    assert.equal(all.totals.requested, one.totals.requested + two.totals.requested, page);
  }
});
