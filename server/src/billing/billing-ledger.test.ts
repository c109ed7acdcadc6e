import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PRICES_KRW } from '@console/contracts/billing';
import { teamCallAs, type TeamCall } from '../../test-support/call-as';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSendBilling } from './billing-ledger';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const one = async <T>(sql: string, params: unknown[] = []) => (await t.app.db.query<T>(sql, params))[0]!;
const daonBiz = async () =>
  (await one<{ biz_seq: number }>("SELECT biz_seq FROM businesses WHERE name = '(주)다온마켓'")).biz_seq;
const balanceOf = async (bizSeq: number) =>
  Number((await one<{ b: string }>('SELECT balance_krw AS b FROM billing_accounts WHERE biz_seq = $1', [bizSeq])).b);
/** Sets a demo balance as a fixture: an ADJUSTMENT row and the kept sum, the way the ledger keeps them. */
const setBalance = async (bizSeq: number, target: number) => {
  const delta = target - (await balanceOf(bizSeq));
  await t.app.db.query(
    `INSERT INTO billing_ledger (biz_seq, kind, amount_krw, memo) VALUES ($1, 'ADJUSTMENT', $2, 'test')`,
    [bizSeq, delta],
  );
  await t.app.db.query(
    'UPDATE billing_accounts SET balance_krw = balance_krw + $2, low_balance_alerted = false WHERE biz_seq = $1',
    [bizSeq, delta],
  );
};
const daonSend = (recipients: string[], extra: Record<string, unknown> = {}) =>
  call('daon_master', 'POST', '/api/team/send-requests', {
    team: '7',
    payload: {
      recipients: recipients.map((phone) => ({ phone })),
      body: '[다온마켓] 주문이 접수되었어요.',
      senderNumber: '1644-7000',
      ...extra,
    },
  });

test('a prepaid send is charged as it goes and failed messages are refunded: the balance falls by delivered messages only', async () => {
  const biz = await daonBiz();
  await setBalance(biz, 10_000);
  // 010-2000-* are delivered by the simulator; 010-0000-0001 is 결번 and 010-0000-0101 수신거부.
  const sent = await daonSend(['010-2000-0101', '010-2000-0102', '010-0000-0001', '010-0000-0101']);
  assert.equal(sent.statusCode, 200, sent.body);
  const seq = sent.json().resultData.seq;
  assert.equal(
    Number((await one<{ a: string }>('SELECT amount_krw AS a FROM billing_holds WHERE request_seq = $1', [seq])).a),
    4 * PRICES_KRW.SMS,
    'the estimated cost is held until it is handed over',
  );
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();
  assert.equal(await balanceOf(biz), 10_000 - 2 * PRICES_KRW.SMS);
  const rows = await t.app.db.query<{ kind: string; n: number; sum: string }>(
    `SELECT kind, count(*)::int AS n, sum(amount_krw) AS sum FROM billing_ledger WHERE request_seq = $1 GROUP BY 1 ORDER BY 1`,
    [seq],
  );
  assert.deepEqual(
    rows.map((r) => [r.kind, r.n, Number(r.sum)]),
    [
      ['CHARGE', 4, -4 * PRICES_KRW.SMS],
      ['REFUND', 2, 2 * PRICES_KRW.SMS],
    ],
  );
  assert.equal((await t.app.db.query('SELECT 1 FROM billing_holds WHERE request_seq = $1', [seq])).length, 0);
  const account = (await call('daon_master', 'GET', '/api/billing/account', { team: '7' })).json().resultData;
  if (account) assert.equal(account.balanceKrw, 10_000 - 2 * PRICES_KRW.SMS);
});

test('a prepaid send the balance cannot cover is refused in Korean with the shortfall, and nothing is stored', async () => {
  const biz = await daonBiz();
  await setBalance(biz, 100);
  const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM send_requests');
  const phones = Array.from({ length: 10 }, (_, i) => `010-2000-1${String(i).padStart(3, '0')}`);
  const refused = await daonSend(phones);
  assert.equal(refused.statusCode, 402, refused.body);
  const message = refused.json().message as string;
  assert.match(message, /잔액이 부족해요/);
  assert.match(message, /130원/, 'names the estimated cost');
  assert.match(message, /30원 이상 충전/, 'names the shortfall');
  assert.equal((await one<{ n: number }>('SELECT count(*)::int AS n FROM send_requests')).n, before.n);
  // What is held for a send on its way is not available to the next one.
  await setBalance(biz, 13 * 3);
  const first = await daonSend(phones.slice(0, 2));
  assert.equal(first.statusCode, 200, first.body);
  const second = await daonSend(phones.slice(2, 4));
  assert.equal(second.statusCode, 402, 'only 13원 is left beside the 26원 held');
  await t.app.jobs.runDueJobs();
});

test('a team over its monthly cap is refused; a stopped service is refused', async () => {
  await t.app.db.query(
    `INSERT INTO team_spend_caps (team_seq, monthly_cap_krw, updated_by) VALUES (2, 1000, 'test')
     ON CONFLICT (team_seq) DO UPDATE SET monthly_cap_krw = 1000`,
  );
  const payload = { recipients: [{ phone: '010-2000-0001' }], body: '안내 문자예요.', senderNumber: '1588-9876' };
  try {
    const refused = await call('hanbit_master', 'POST', '/api/team/send-requests', { team: '2', payload });
    assert.equal(refused.statusCode, 402, refused.body);
    assert.match(refused.json().message, /팀의 월 사용 한도를 넘어요/);
    assert.match(refused.json().message, /1,000원/);
  } finally {
    await t.app.db.query('DELETE FROM team_spend_caps WHERE team_seq = 2');
  }
  const biz = (await one<{ biz_seq: number }>('SELECT biz_seq FROM teams WHERE team_seq = 2')).biz_seq;
  await t.app.db.query(`INSERT INTO billing_service_stops (biz_seq, service, stopped_by) VALUES ($1, 'SMS', 'test')`, [
    biz,
  ]);
  try {
    const stopped = await call('hanbit_master', 'POST', '/api/team/send-requests', { team: '2', payload });
    assert.equal(stopped.statusCode, 409, stopped.body);
    assert.match(stopped.json().message, /이용 중지 상태/);
  } finally {
    await t.app.db.query('DELETE FROM billing_service_stops WHERE biz_seq = $1', [biz]);
  }
  const allowed = await call('hanbit_master', 'POST', '/api/team/send-requests', { team: '2', payload });
  assert.equal(allowed.statusCode, 200, allowed.body);
  await t.app.jobs.runDueJobs();
});

test('a reservation is checked when made and again when it fires: then refused with a notification', async () => {
  const biz = await daonBiz();
  await setBalance(biz, 1_000);
  const reserveAt = new Date(Date.now() + 2 * 3600_000).toISOString();
  const tooDear = await daonSend(
    Array.from({ length: 100 }, (_, i) => `010-2000-2${String(i).padStart(3, '0')}`),
    { reserveAt },
  );
  assert.equal(tooDear.statusCode, 402, 'checked when made');
  const made = await daonSend(['010-2000-3001', '010-2000-3002'], { reserveAt });
  assert.equal(made.statusCode, 200, made.body);
  const seq = made.json().resultData.seq;
  assert.equal((await t.app.db.query('SELECT 1 FROM billing_holds WHERE request_seq = $1', [seq])).length, 0);
  // The money is gone by the time it fires.
  await setBalance(biz, 0);
  await t.app.db.query(`UPDATE send_requests SET reserve_at = now() - interval '1 second' WHERE seq = $1`, [seq]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'send.dispatch' AND payload->>'requestSeq' = $1`, [
    String(seq),
  ]);
  await t.app.jobs.runDueJobs();
  const request = await one<{ status: string; cancelled_count: number }>(
    'SELECT status, cancelled_count FROM send_requests WHERE seq = $1',
    [seq],
  );
  assert.deepEqual(request, { status: 'FAILED', cancelled_count: 2 });
  const reasons = await t.app.db.query<{ result_reason: string }>(
    'SELECT DISTINCT result_reason FROM messages WHERE request_seq = $1',
    [seq],
  );
  assert.equal(reasons.length, 1);
  assert.match(reasons[0]!.result_reason, /잔액이 부족해요/);
  const notified = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.user_seq = n.user_seq
      WHERE u.login_id = 'daon_master' AND n.kind = 'BILLING_SEND_REFUSED' AND n.body LIKE $1`,
    [`%${seq}번%`],
  );
  assert.equal(notified.n, 1);
  assert.equal(await balanceOf(biz), 0, 'nothing was charged');
});

test('charges and refunds are keyed by message: concurrent deliveries of the same reports move money once', async () => {
  const biz = await daonBiz();
  await setBalance(biz, 5_000);
  const sent = await daonSend(['010-2000-4001', '010-0000-0001']);
  const seq = sent.json().resultData.seq;
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();
  const afterFirst = await balanceOf(biz);
  assert.equal(afterFirst, 5_000 - PRICES_KRW.SMS);
  const messages = await t.app.db.query<{ seq: string; channel: string; type: string; status: string }>(
    'SELECT seq, channel, type, status FROM messages WHERE request_seq = $1',
    [seq],
  );
  const billing = createSendBilling({ notifications: t.app.notifications });
  const charges = messages.map((m) => ({
    seq: Number(m.seq),
    channel: m.channel,
    type: m.type,
    priceKrw: PRICES_KRW.SMS,
  }));
  const failed = messages.filter((m) => m.status === 'FAILED').map((m) => Number(m.seq));
  // The same batch and the same failure reported again, several times at once.
  await Promise.all(
    Array.from({ length: 4 }, () =>
      t.app.db.transaction(async (tx) => {
        await billing.chargeHandedOver(tx, seq, charges);
        await billing.refundFailed(tx, failed);
      }),
    ),
  );
  assert.equal(await balanceOf(biz), afterFirst);
  const counted = await t.app.db.query<{ kind: string; n: number }>(
    'SELECT kind, count(*)::int AS n FROM billing_ledger WHERE request_seq = $1 GROUP BY 1 ORDER BY 1',
    [seq],
  );
  assert.deepEqual(
    counted.map((r) => [r.kind, r.n]),
    [
      ['CHARGE', 2],
      ['REFUND', 1],
    ],
  );
  const ledgerSum = await one<{ s: string }>('SELECT sum(amount_krw) AS s FROM billing_ledger WHERE biz_seq = $1', [
    biz,
  ]);
  assert.equal(Number(ledgerSum.s), afterFirst, 'the kept balance is the sum of the ledger');
});

test('the low-balance notification goes to masters once when the balance falls below the alert', async () => {
  const biz = await daonBiz();
  await t.app.db.query('UPDATE billing_accounts SET low_balance_alert_krw = 5000 WHERE biz_seq = $1', [biz]);
  await setBalance(biz, 5_010);
  const count = async () =>
    (
      await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.user_seq = n.user_seq
          WHERE u.login_id = 'daon_master' AND n.kind = 'BILLING_LOW_BALANCE'`,
      )
    ).n;
  const before = await count();
  await daonSend(['010-2000-5001']);
  await t.app.jobs.runDueJobs();
  assert.equal(await count(), before + 1);
  await daonSend(['010-2000-5002']);
  await t.app.jobs.runDueJobs();
  assert.equal(await count(), before + 1, 'once until the balance is above the alert again');
});
