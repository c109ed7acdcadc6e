import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DashboardSends } from '@console/contracts/dashboard';
import { callAs, teamCallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { thisMonthInSeoul } from './sends';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  // The demo's 90 days of history (demo-billing.ts) are other tests' business: these count what the pipeline records.
  await t.app.db.query('DELETE FROM send_stats');
  await t.app.db.query('DELETE FROM send_stats_daily');
});
after(() => t.close());

const sends = async (loginId: string, query = '') => {
  const response = await callAs(t.app)(loginId, 'GET', `/api/dashboard/sends${query}`);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? DashboardSends.parse(response.json().resultData) : null,
  };
};
const send = async (
  loginId: string,
  team: string,
  phones: string[],
  body = '[한빛커머스] 주문하신 상품이 출발했어요.',
) => {
  const response = await teamCallAs(t.app)(loginId, 'POST', '/api/team/send-requests', {
    team,
    payload: {
      recipients: phones.map((phone) => ({ phone })),
      body,
      senderNumber: team === '1' ? '02-1234-5678' : '1588-9876',
    },
  });
  assert.equal(response.statusCode, 200, response.body);
};
const LONG = `[한빛커머스] ${'겨울 정기 세일 안내: 전 품목 할인과 무료 배송 혜택을 드려요. '.repeat(3)}`;

test('a fresh demo has sent nothing this month: zeros and every day of the month so far', async () => {
  const { body } = await sends('hanbit_master');
  const month = thisMonthInSeoul();
  assert.equal(body!.from, month.from);
  assert.equal(body!.to, month.to);
  assert.deepEqual(body!.byChannel, []);
  assert.deepEqual(body!.totals, { requested: 0, delivered: 0, failed: 0, fallback: 0, costKrw: 0 });
  assert.deepEqual(
    body!.daily.map((day) => day.period),
    month.days,
  );
});

test("this month's figures by channel are what the teams sent, scoped to the caller's teams", async () => {
  // Team 1: 3 SMS (1 delivered; 결번 and 수신거부 fail) and 1 LMS; team 2: 2 SMS delivered.
  await send('hanbit_user', '1', ['010-2000-0001', '010-0000-0001', '010-0000-0101']);
  await send('hanbit_user', '1', ['010-2000-0002'], LONG);
  await send('hanbit_manager', '2', ['010-2000-0003', '010-2000-0004']);
  await t.app.jobs.runDueJobs();

  const all = (await sends('hanbit_master')).body!;
  const today = all.daily.find((day) => day.period === all.to)!;
  assert.deepEqual(all.totals, { requested: 6, delivered: 4, failed: 2, fallback: 0, costKrw: 3 * 13 + 40 });
  assert.deepEqual(today, { period: all.to, ...all.totals });
  assert.deepEqual(
    all.byChannel.map(({ channel, requested, delivered, failed, costKrw }) => ({
      channel,
      requested,
      delivered,
      failed,
      costKrw,
    })),
    [
      { channel: 'SMS', requested: 5, delivered: 3, failed: 2, costKrw: 3 * 13 },
      { channel: 'LMS', requested: 1, delivered: 1, failed: 0, costKrw: 40 },
    ],
  );

  const two = (await sends('hanbit_master', '?teamSeq=2')).body!;
  assert.deepEqual(two.totals, { requested: 2, delivered: 2, failed: 0, fallback: 0, costKrw: 2 * 13 });

  // hanbit_user is in team 1 only: the business view is team 1's, and team 2 is not theirs.
  const user = (await sends('hanbit_user')).body!;
  assert.equal(user.totals.requested, 4);
  assert.equal((await sends('hanbit_user', '?teamSeq=2')).status, 499);
});

test("another business sees none of it and cannot ask for this business's team", async () => {
  assert.equal((await sends('linkcall_master')).body!.totals.requested, 0);
  assert.equal((await sends('linkcall_master', '?teamSeq=1')).status, 499);
});

test('a malformed team is 400, an anonymous caller 401', async () => {
  assert.equal((await sends('hanbit_master', '?teamSeq=abc')).status, 400);
  assert.equal((await callAs(t.app)(null, 'GET', '/api/dashboard/sends')).statusCode, 401);
});

test('this month runs from the 1st to today in Seoul', () => {
  assert.deepEqual(thisMonthInSeoul(new Date('2026-11-30T15:30:00.000Z')), {
    from: '2026-12-01',
    to: '2026-12-01',
    days: ['2026-12-01'],
  });
  const late = thisMonthInSeoul(new Date('2026-02-28T03:00:00.000Z'));
  assert.equal(late.days.length, 28);
  assert.equal(late.days.at(-1), '2026-02-28');
});
