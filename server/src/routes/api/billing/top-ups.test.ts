import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BillingAccount, PaymentMethodDetail, TopUp } from '@console/contracts/billing';
import { simulatorCardNumber } from '../../../billing/payment-simulator';
import { virtualAccountDepositHandler } from '../../../billing/virtual-account-deposit-job';
import { callAs, errorsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
let call: CallAs;
let goodCard: number;
let declinedCard: number;
before(async () => {
  // The simulated bank deposits as soon as the jobs run (the tests run them by hand).
  t = await createTestApp({ adminToken: TOKEN, virtualAccountSimulatorSeconds: 0 });
  call = callAs(t.app);
  const register = async (ending: string, makeDefault: boolean) => {
    const response = await call('daon_master', 'POST', '/api/billing/payment-methods/cards', {
      cardNumber: simulatorCardNumber(ending),
      expiry: '12/39',
      ownerId: '1018212348',
      passwordFirstTwo: '12',
      makeDefault,
    });
    assert.equal(response.statusCode, 201, response.body);
    return PaymentMethodDetail.parse(response.json().resultData).seq;
  };
  goodCard = await register('4321', true);
  declinedCard = await register('0000', false);
});
after(() => t.close());

const account = async (loginId = 'daon_master') =>
  BillingAccount.parse((await call(loginId, 'GET', '/api/billing/account')).json().resultData);
const topUp = (payload: object, loginId = 'daon_master') => call(loginId, 'POST', '/api/billing/top-ups', payload);
const admin = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
const inbox = async (loginId: string) =>
  (await call(loginId, 'GET', '/api/notifications?size=50')).json().resultData.items as {
    kind: string;
    body: string;
  }[];

test('a card top-up adds the amount to the balance; VAT is shown on top, rounded down', async () => {
  const before = await account();
  const response = await topUp({ amountKrw: 12_345, method: 'CARD' });
  assert.equal(response.statusCode, 201, response.body);
  const paid = TopUp.parse(response.json().resultData);
  assert.deepEqual(
    [paid.status, paid.amountKrw, paid.vatKrw, paid.totalKrw, paid.automatic, paid.requestedBy],
    ['PAID', 12_345, 1_234, 13_579, false, '윤다온'],
  );
  assert.match(paid.paidWith, /\*\*\*\*4321$/, 'the default card when none is named');
  assert.ok(paid.paidAt);
  const after = await account();
  assert.equal(after.balanceKrw - before.balanceKrw, 12_345, 'the balance grows by the supply amount');
  const [ledger] = await t.app.db.query<{ kind: string; amount_krw: number }>(
    'SELECT kind, amount_krw FROM billing_ledger WHERE top_up_seq = $1',
    [paid.seq],
  );
  assert.deepEqual(ledger, { kind: 'TOP_UP', amount_krw: 12_345 });
  const card = PaymentMethodDetail.parse(
    (await call('daon_master', 'GET', `/api/billing/payment-methods/${goodCard}`)).json().resultData,
  );
  assert.equal(card.history.at(-1)!.kind, 'CHARGED');
});

test('amounts below 10,000 KRW or above the maximum are refused in Korean', async () => {
  const small = await topUp({ amountKrw: 9_999, method: 'CARD' });
  assert.equal(small.statusCode, 400);
  assert.deepEqual(errorsOf(small), [{ field: 'amountKrw', message: '충전 금액은 10,000원 이상이어야 해요.' }]);
  assert.equal((await topUp({ amountKrw: 10_000_001, method: 'CARD' })).statusCode, 400);
  assert.equal((await topUp({ amountKrw: 10_000, method: 'CHEQUE' })).statusCode, 400);
  assert.equal((await topUp({ amountKrw: 10_000, method: 'CARD', paymentMethodSeq: 999_999 })).statusCode, 400);
});

test('a declined card leaves a FAILED top-up, a CHARGE_FAILED event and the balance as it was', async () => {
  const before = await account();
  const response = await topUp({ amountKrw: 10_000, method: 'CARD', paymentMethodSeq: declinedCard });
  assert.equal(response.statusCode, 402);
  assert.match(response.json().message, /카드 결제가 승인되지 않았어요. \(한도 초과\)/);
  assert.equal((await account()).balanceKrw, before.balanceKrw);
  const [latest] = (await call('daon_master', 'GET', '/api/billing/top-ups?size=1')).json().resultData.items;
  assert.deepEqual([latest.status, latest.failReason], ['FAILED', '한도 초과']);
  const card = PaymentMethodDetail.parse(
    (await call('daon_master', 'GET', `/api/billing/payment-methods/${declinedCard}`)).json().resultData,
  );
  assert.equal(card.history.at(-1)!.kind, 'CHARGE_FAILED');
});

test('virtual account: issued, deposited (operator), PAID with the balance up; twice is refused', async () => {
  const before = await account();
  const response = await topUp({ amountKrw: 50_000, method: 'VIRTUAL_ACCOUNT' });
  assert.equal(response.statusCode, 201, response.body);
  const waiting = TopUp.parse(response.json().resultData);
  assert.deepEqual([waiting.status, waiting.totalKrw], ['WAITING_DEPOSIT', 55_000]);
  assert.match(waiting.paidWith, /^KB국민은행 \d{6}-\d{2}-\d{6}$/);
  const hours = (Date.parse(waiting.depositDeadline!) - Date.now()) / 3600_000;
  assert.ok(hours > 71 && hours <= 72, `deadline in 72 hours, not ${hours}`);
  assert.equal((await account()).balanceKrw, before.balanceKrw, 'nothing until the deposit');

  const deposited = await admin(`/admin/api/billing/top-ups/${waiting.seq}/deposit`);
  assert.equal(deposited.statusCode, 200, deposited.body);
  assert.equal(TopUp.parse(deposited.json().resultData).status, 'PAID');
  assert.equal((await account()).balanceKrw - before.balanceKrw, 50_000);
  assert.ok((await inbox('daon_master')).some((n) => n.kind === 'BILLING_TOP_UP' && n.body.includes('50,000원')));
  assert.equal((await admin(`/admin/api/billing/top-ups/${waiting.seq}/deposit`)).statusCode, 409);
  await t.app.jobs.runDueJobs();
  assert.equal((await account()).balanceKrw - before.balanceKrw, 50_000, "the simulator's late deposit adds nothing");
  assert.equal((await admin('/admin/api/billing/top-ups/999999/deposit')).statusCode, 404);
  assert.equal(
    (await t.app.inject({ method: 'POST', url: `/admin/api/billing/top-ups/${waiting.seq}/deposit` })).statusCode,
    401,
  );
});

test('the simulated bank deposits by itself; a deadline that passed expires the top-up', async () => {
  const before = await account();
  const issued = TopUp.parse((await topUp({ amountKrw: 20_000, method: 'VIRTUAL_ACCOUNT' })).json().resultData);
  await t.app.jobs.runDueJobs();
  assert.equal((await account()).balanceKrw - before.balanceKrw, 20_000);

  const late = TopUp.parse((await topUp({ amountKrw: 30_000, method: 'VIRTUAL_ACCOUNT' })).json().resultData);
  await t.app.db.query("UPDATE top_ups SET deposit_deadline = now() - interval '1 second' WHERE seq = $1", [late.seq]);
  const refused = await admin(`/admin/api/billing/top-ups/${late.seq}/deposit`);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /입금 기한이 지난/);
  const expiring = TopUp.parse((await topUp({ amountKrw: 40_000, method: 'VIRTUAL_ACCOUNT' })).json().resultData);
  await t.app.db.query("UPDATE top_ups SET deposit_deadline = now() - interval '1 second' WHERE seq = $1", [
    expiring.seq,
  ]);
  const handler = virtualAccountDepositHandler(() => ({ db: t.app.db, notifications: t.app.notifications }));
  await handler({ topUpSeq: expiring.seq, expireOnly: true });
  const items = (await call('daon_master', 'GET', '/api/billing/top-ups?size=3')).json().resultData.items as TopUp[];
  assert.deepEqual(
    items.map((item) => [item.seq, item.status]),
    [
      [expiring.seq, 'EXPIRED'],
      [late.seq, 'EXPIRED'],
      [issued.seq, 'PAID'],
    ],
  );
  assert.equal((await account()).balanceKrw - before.balanceKrw, 20_000);
});

test('postpaid businesses do not top up; postpaid needs a verified business', async () => {
  assert.equal((await admin('/admin/api/billing/businesses/1/mode', { mode: 'POSTPAID' })).statusCode, 200);
  const refused = await topUp({ amountKrw: 10_000, method: 'VIRTUAL_ACCOUNT' }, 'hanbit_master');
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /후불 요금제는 충전하지 않아요/);
  const unverified = await admin('/admin/api/billing/businesses/2/mode', { mode: 'POSTPAID' });
  assert.equal(unverified.statusCode, 409);
  assert.match(unverified.json().message, /사업자 인증/);
  assert.equal((await admin('/admin/api/billing/businesses/999999/mode', { mode: 'PREPAID' })).statusCode, 404);
  assert.equal((await admin('/admin/api/billing/businesses/1/mode', { mode: 'LATER' })).statusCode, 400);
});

test('the top-up list is paged and for masters only', async () => {
  const page = (await call('daon_master', 'GET', '/api/billing/top-ups?page=2&size=2')).json().resultData;
  assert.equal(page.items.length, 2);
  assert.ok(page.total >= 6);
  assert.equal((await call('hanbit_manager', 'GET', '/api/billing/top-ups')).statusCode, 455);
  assert.equal((await topUp({ amountKrw: 10_000, method: 'CARD' }, 'hanbit_user')).statusCode, 455);
});
