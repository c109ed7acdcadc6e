import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BillingAccount, TaxInfo } from '@console/contracts/billing';
import { callAs, errorsOf, fieldsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
});
after(() => t.close());

const settings = (autoTopUp: object, lowBalanceAlertKrw = 0) => ({
  autoTopUp: { enabled: false, thresholdKrw: 0, amountKrw: 10_000, paymentMethodSeq: null, ...autoTopUp },
  lowBalanceAlertKrw,
});
const taxInfo = {
  registrationNumber: '220-81-12341',
  companyName: '(주)한빛커머스',
  representative: '김한빛',
  address: '서울특별시 강남구 테헤란로 1',
  businessType: '도매 및 소매업',
  businessItem: '전자상거래',
  email: 'tax@hanbit.example',
};

test('every member of the business reads its billing account', async () => {
  for (const loginId of ['hanbit_master', 'hanbit_manager', 'hanbit_user']) {
    const response = await call(loginId, 'GET', '/api/billing/account');
    assert.equal(response.statusCode, 200, `${loginId}: ${response.body}`);
    assert.equal(BillingAccount.parse(response.json().resultData).postpaidEligible, true);
  }
  const saessak = BillingAccount.parse((await call('saessak_master', 'GET', '/api/billing/account')).json().resultData);
  assert.deepEqual([saessak.mode, saessak.postpaidEligible], ['PREPAID', false]);
  assert.equal((await call(null, 'GET', '/api/billing/account')).statusCode, 401);
});

test('settings: the low-balance alert is saved; automatic top-up needs a card and a prepaid account', async () => {
  const saved = await call('saessak_master', 'PUT', '/api/billing/account/settings', settings({}, 5_000));
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(BillingAccount.parse(saved.json().resultData).lowBalanceAlertKrw, 5_000);

  const noCard = await call('saessak_master', 'PUT', '/api/billing/account/settings', settings({ enabled: true }));
  assert.equal(noCard.statusCode, 400);
  assert.deepEqual(fieldsOf(noCard), ['autoTopUp.paymentMethodSeq']);
  assert.match(noCard.json().message, /자동 충전에 쓸 카드를 선택해 주세요/);
  const foreign = await call(
    'saessak_master',
    'PUT',
    '/api/billing/account/settings',
    settings({ paymentMethodSeq: 999_999 }),
  );
  assert.deepEqual(fieldsOf(foreign), ['autoTopUp.paymentMethodSeq']);
  const bad = await call('saessak_master', 'PUT', '/api/billing/account/settings', {
    autoTopUp: { enabled: true, thresholdKrw: -1, amountKrw: 5_000, paymentMethodSeq: null },
    lowBalanceAlertKrw: 1.5,
  });
  assert.deepEqual(fieldsOf(bad), ['autoTopUp.amountKrw', 'autoTopUp.thresholdKrw', 'lowBalanceAlertKrw']);
  assert.ok(errorsOf(bad).every((error) => /[가-힣]/.test(error.message)));

  await t.app.db.query("UPDATE billing_accounts SET mode = 'POSTPAID' WHERE biz_seq = 1");
  const postpaid = await call('hanbit_master', 'PUT', '/api/billing/account/settings', settings({ enabled: true }));
  assert.equal(postpaid.statusCode, 409);
  assert.match(postpaid.json().message, /후불 요금제는 자동 충전을 쓰지 않아요/);
});

test("tax info: the business's own data is offered until the master saves it", async () => {
  const offered = TaxInfo.parse((await call('hanbit_master', 'GET', '/api/billing/tax-info')).json().resultData);
  assert.deepEqual(
    [offered.registrationNumber, offered.companyName, offered.email, offered.updatedAt],
    ['2208112341', '(주)한빛커머스', null, null],
  );
  const saved = await call('hanbit_master', 'PUT', '/api/billing/tax-info', taxInfo);
  assert.equal(saved.statusCode, 200, saved.body);
  const info = TaxInfo.parse(saved.json().resultData);
  assert.deepEqual(
    [info.registrationNumber, info.businessItem, info.email],
    ['2208112341', '전자상거래', taxInfo.email],
  );
  assert.ok(info.updatedAt);
  const account = BillingAccount.parse((await call('hanbit_manager', 'GET', '/api/billing/account')).json().resultData);
  assert.equal(account.taxInvoiceEmail, taxInfo.email);

  const bad = await call('hanbit_master', 'PUT', '/api/billing/tax-info', {
    ...taxInfo,
    registrationNumber: '220-81-12345',
    email: 'not-an-email',
    businessType: '',
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['businessType', 'email', 'registrationNumber']);
  assert.ok(errorsOf(bad).every((error) => /[가-힣]/.test(error.message)));
});

test('managers and users get 455 on the master-only account routes', async () => {
  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    assert.equal((await call(loginId, 'PUT', '/api/billing/account/settings', settings({}))).statusCode, 455);
    assert.equal((await call(loginId, 'GET', '/api/billing/tax-info')).statusCode, 455);
    assert.equal((await call(loginId, 'PUT', '/api/billing/tax-info', taxInfo)).statusCode, 455);
  }
});
