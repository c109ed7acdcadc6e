import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { UsageReport } from '@console/contracts/billing';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
const teams: Record<string, number> = {};
before(async () => {
  t = await createTestApp();
  const rows = await t.app.db.query<{ team_seq: number; name: string }>(
    `SELECT t.team_seq, t.name FROM teams t JOIN businesses b ON b.biz_seq = t.biz_seq WHERE b.name = '(주)한빛커머스'`,
  );
  for (const row of rows) teams[row.name] = row.team_seq;
  // The stats module's running totals of a week long ago (the demo's sends are of the last 90 days).
  const stats: [string, string, string, string, number, number, number, number, number][] = [
    ['마케팅팀', '2024-02-03 10:00+09', 'SMS', 'SMS', 100, 95, 5, 0, 95 * 13],
    ['마케팅팀', '2024-02-03 15:00+09', 'SMS', 'SMS', 10, 10, 0, 0, 10 * 13],
    // 00:30 in Seoul is still the day before in UTC: it is the 4th's.
    ['마케팅팀', '2024-02-04 00:30+09', 'SMS', 'LMS', 3, 3, 0, 0, 3 * 40],
    ['고객지원팀', '2024-02-05 11:00+09', 'RCS', 'LMS', 20, 18, 0, 2, 18 * 35],
    ['고객지원팀', '2024-02-05 11:00+09', 'ALIMTALK', 'SMS', 50, 50, 0, 0, 50 * 9],
    ['고객지원팀', '2024-02-05 11:00+09', 'ALIMTALK', 'LMS', 5, 5, 0, 0, 5 * 9],
    ['신규사업팀', '2024-02-07 09:00+09', 'BRAND_MESSAGE', 'SMS', 4, 4, 0, 0, 20 + 20 + 30 + 30],
    // E-mail: 1 KRW per delivered mail; bounces are not charged.
    ['신규사업팀', '2024-02-07 10:00+09', 'EMAIL', 'EMAIL', 30, 27, 3, 0, 27],
  ];
  for (const [team, hour, channel, type, requested, delivered, failed, fallback, cost] of stats) {
    await t.app.db.query(
      `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, failed, fallback, cost_krw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [teams[team], hour, channel, type, requested, delivered, failed, fallback, cost],
    );
  }
});
after(() => t.close());

const get = async (loginId: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: (await sharedLoginAs(t.app, loginId)).headers });
const report = async (loginId: string, query: string) => {
  const response = await get(loginId, `/api/billing/usage?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return UsageReport.parse(response.json().resultData);
};
const WEEK = 'from=2024-02-01&to=2024-02-07';

test("a master's usage by day: every team, lines per team, channel and type, every day in the series, VAT", async () => {
  const usage = await report('hanbit_master', `unit=DAY&${WEEK}`);
  assert.deepEqual(
    usage.rows.map((r) => [
      r.period,
      r.teamName,
      r.channel,
      r.type,
      r.requested,
      r.delivered,
      r.failed,
      r.fallback,
      r.unitPriceKrw,
      r.amountKrw,
    ]),
    [
      ['2024-02-03', '마케팅팀', 'SMS', 'SMS', 110, 105, 5, 0, 13, 1365],
      ['2024-02-04', '마케팅팀', 'SMS', 'LMS', 3, 3, 0, 0, 40, 120],
      ['2024-02-05', '고객지원팀', 'RCS', 'RCS_LMS', 20, 18, 0, 2, 35, 630],
      ['2024-02-05', '고객지원팀', 'ALIMTALK', 'ALIMTALK', 55, 55, 0, 0, 9, 495],
      ['2024-02-07', '신규사업팀', 'BRAND_MESSAGE', 'BRAND_MESSAGE', 4, 4, 0, 0, 25, 100],
      ['2024-02-07', '신규사업팀', 'EMAIL', 'EMAIL', 30, 27, 3, 0, 1, 27],
    ],
  );
  assert.deepEqual(
    usage.series.map((point) => [point.period, point.amountKrw]),
    [
      ['2024-02-01', 0],
      ['2024-02-02', 0],
      ['2024-02-03', 1365],
      ['2024-02-04', 120],
      ['2024-02-05', 1125],
      ['2024-02-06', 0],
      ['2024-02-07', 127],
    ],
  );
  assert.deepEqual(usage.series[4]!.byChannel, { SMS: 0, RCS: 630, ALIMTALK: 495, BRAND_MESSAGE: 0, EMAIL: 0 });
  assert.deepEqual(usage.totals, {
    requested: 222,
    delivered: 212,
    failed: 8,
    fallback: 2,
    amountKrw: 2737,
    vatKrw: 273,
  });
});

test("by month, one channel; a user sees only their teams' usage and gets 499 for another team", async () => {
  const months = await report('hanbit_master', 'unit=MONTH&from=2024-01-01&to=2024-03-31&channel=SMS');
  assert.deepEqual(
    months.series.map((point) => [point.period, point.amountKrw, point.byChannel]),
    [
      ['2024-01', 0, { SMS: 0 }],
      ['2024-02', 1485, { SMS: 1485 }],
      ['2024-03', 0, { SMS: 0 }],
    ],
  );
  assert.deepEqual(
    months.rows.map((r) => [r.period, r.type, r.requested]),
    [
      ['2024-02', 'LMS', 3],
      ['2024-02', 'SMS', 110],
    ],
  );

  const mine = await report('hanbit_user', `unit=DAY&${WEEK}`);
  assert.deepEqual([...new Set(mine.rows.map((r) => r.teamName))], ['마케팅팀']);
  assert.equal(mine.totals.amountKrw, 1485);
  const manager = await report('hanbit_manager', `unit=DAY&${WEEK}&teamSeq=${teams['고객지원팀']}`);
  assert.deepEqual([...new Set(manager.rows.map((r) => r.teamName))], ['고객지원팀']);
  assert.equal(
    (await get('hanbit_user', `/api/billing/usage?unit=DAY&${WEEK}&teamSeq=${teams['고객지원팀']}`)).statusCode,
    499,
  );
  const other = await report('saessak_master', `unit=DAY&${WEEK}`);
  assert.deepEqual(other.rows, []);
});

test('at most 31 days by day and 12 months by month, in Korean', async () => {
  const tooLong = await get('hanbit_master', '/api/billing/usage?unit=DAY&from=2024-01-01&to=2024-02-01');
  assert.equal(tooLong.statusCode, 400);
  assert.deepEqual(tooLong.json().errors, [
    { field: 'to', message: '일별 조회 기간은 최대 31일이에요. 더 긴 기간은 월별로 봐 주세요.' },
  ]);
  assert.equal(
    (await get('hanbit_master', '/api/billing/usage?unit=DAY&from=2024-01-01&to=2024-01-31')).statusCode,
    200,
  );
  const year = await get('hanbit_master', '/api/billing/usage?unit=MONTH&from=2023-01-01&to=2024-01-02');
  assert.equal(year.statusCode, 400);
  assert.match(year.json().errors[0].message, /최대 12개월/);
  assert.equal(
    (await get('hanbit_master', '/api/billing/usage?unit=DAY&from=2024-02-07&to=2024-02-01')).statusCode,
    400,
  );
  assert.equal((await get('hanbit_master', '/api/billing/usage?unit=DAY&from=20240201&to=2024-02-07')).statusCode, 400);
});

test('the export is a CSV of the same lines with the Korean columns', async () => {
  const response = await get('hanbit_master', `/api/billing/usage/export?unit=DAY&${WEEK}`);
  assert.equal(response.statusCode, 200, response.body);
  assert.match(response.headers['content-type'] as string, /text\/csv/);
  assert.match(response.headers['content-disposition'] as string, /20240201_20240207\.csv/);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], '기간,팀,채널,유형,요청,성공(과금),실패(미과금),대체 발송,단가(원),금액(원)');
  assert.equal(lines[1], '2024-02-03,마케팅팀,문자,SMS,110,105,5,0,13,1365');
  assert.equal(lines[6], '2024-02-07,신규사업팀,이메일,EMAIL,30,27,3,0,1,27');
  assert.equal(lines.length, 7);
  assert.equal(
    (await get('hanbit_master', '/api/billing/usage/export?unit=DAY&from=2024-01-01&to=2024-03-01')).statusCode,
    400,
  );
});
