import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BillingAccount, PaymentMethodDetail, TopUp } from '@console/contracts/billing';
import { callAs, type CallAs } from '../../test-support/call-as';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { autoTopUpHandler } from './auto-top-up-job';
import { AUTO_TOP_UP } from './billing-jobs';
import { simulatorCardNumber } from './payment-simulator';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
});
after(() => t.close());

const MASTER = 'linkcall_master';
const account = async () => BillingAccount.parse((await call(MASTER, 'GET', '/api/billing/account')).json().resultData);
const bizSeq = async () =>
  (await t.app.db.query<{ biz_seq: number }>('SELECT biz_seq FROM users WHERE login_id = $1', [MASTER]))[0]!.biz_seq;
const pending = async () =>
  (
    await t.app.db.query<{ auto_topup_pending: boolean }>(
      'SELECT auto_topup_pending FROM billing_accounts WHERE biz_seq = $1',
      [await bizSeq()],
    )
  )[0]!.auto_topup_pending;
const latestTopUp = async () =>
  TopUp.parse((await call(MASTER, 'GET', '/api/billing/top-ups?size=1')).json().resultData.items[0]);
const inboxKinds = async () =>
  ((await call(MASTER, 'GET', '/api/notifications?size=50')).json().resultData.items as { kind: string }[]).map(
    (n) => n.kind,
  );
const registerCard = async (ending: string) => {
  const response = await call(MASTER, 'POST', '/api/billing/payment-methods/cards', {
    cardNumber: simulatorCardNumber(ending),
    expiry: '12/39',
    ownerId: '2148734565',
    passwordFirstTwo: '12',
    makeDefault: true,
  });
  assert.equal(response.statusCode, 201, response.body);
  return PaymentMethodDetail.parse(response.json().resultData);
};
const settings = (thresholdKrw: number, paymentMethodSeq: number | null) =>
  call(MASTER, 'PUT', '/api/billing/account/settings', {
    autoTopUp: { enabled: true, thresholdKrw, amountKrw: 30_000, paymentMethodSeq },
    lowBalanceAlertKrw: 0,
  });
const queuedAutoTopUps = async () =>
  (
    await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL',
      [AUTO_TOP_UP],
    )
  )[0]!.n;

test('below the threshold the default card is charged: an automatic PAID top-up, the balance up, masters told', async () => {
  const card = await registerCard('4321');
  const before = await account();
  const response = await settings(before.balanceKrw + 50_000, null);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(await pending(), true, 'a balance already below the new threshold books the top-up');
  assert.equal(await queuedAutoTopUps(), 1);
  assert.equal((await settings(before.balanceKrw + 50_000, null)).statusCode, 200);
  assert.equal(await queuedAutoTopUps(), 1, 'one at a time');

  await t.app.jobs.runDueJobs();
  const topUp = await latestTopUp();
  assert.deepEqual(
    [topUp.status, topUp.automatic, topUp.amountKrw, topUp.totalKrw, topUp.paidWith],
    ['PAID', true, 30_000, 33_000, card.label],
  );
  assert.equal((await account()).balanceKrw - before.balanceKrw, 30_000);
  assert.equal(await pending(), false);
  assert.ok((await inboxKinds()).includes('BILLING_TOP_UP'));
});

test('a declined card: a FAILED automatic top-up, CHARGE_FAILED, a payment-failed notification, pending cleared', async () => {
  const declined = await registerCard('0000');
  const before = await account();
  assert.equal((await settings(before.balanceKrw + 50_000, declined.seq)).statusCode, 200);
  await t.app.jobs.runDueJobs();
  const topUp = await latestTopUp();
  assert.deepEqual([topUp.status, topUp.automatic, topUp.failReason], ['FAILED', true, '한도 초과']);
  assert.equal((await account()).balanceKrw, before.balanceKrw);
  assert.equal(await pending(), false, 'the next automatic top-up may be booked');
  const history = PaymentMethodDetail.parse(
    (await call(MASTER, 'GET', `/api/billing/payment-methods/${declined.seq}`)).json().resultData,
  ).history;
  assert.equal(history.at(-1)!.kind, 'CHARGE_FAILED');
  assert.ok((await inboxKinds()).includes('BILLING_PAYMENT_FAILED'));
});

test('nothing is charged when the balance no longer needs it or automatic top-up was turned off', async () => {
  const before = await latestTopUp();
  const handler = autoTopUpHandler(() => ({ db: t.app.db, notifications: t.app.notifications }));
  await t.app.db.query('UPDATE billing_accounts SET auto_topup_pending = true WHERE biz_seq = $1', [await bizSeq()]);
  const off = await call(MASTER, 'PUT', '/api/billing/account/settings', {
    autoTopUp: { enabled: false, thresholdKrw: 0, amountKrw: 30_000, paymentMethodSeq: null },
    lowBalanceAlertKrw: 0,
  });
  assert.equal(off.statusCode, 200, off.body);
  await handler({ bizSeq: await bizSeq() });
  assert.equal((await latestTopUp()).seq, before.seq);
  assert.equal(await pending(), false);
  await assert.rejects(handler({}), /without bizSeq/);
});
