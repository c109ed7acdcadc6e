import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CmsAccountCheck, PaymentMethod, PaymentMethodDetail } from '@console/contracts/billing';
import { simulatorCardNumber as cardNumberEnding } from '../../../billing/payment-simulator';
import { callAs, errorsOf, fieldsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN });
  call = callAs(t.app);
});
after(() => t.close());

const card = (cardNumber: string, extra: object = {}) => ({
  cardNumber,
  expiry: '12/39',
  ownerId: '2208112341',
  passwordFirstTwo: '12',
  ...extra,
});
const account = (accountNumber: string, extra: object = {}) => ({
  bankCode: '004',
  accountNumber,
  holderName: '김한빛',
  holderId: '900101',
  ...extra,
});
const list = async (loginId: string) =>
  ((await call(loginId, 'GET', '/api/billing/payment-methods')).json().resultData as unknown[]).map((m) =>
    PaymentMethod.parse(m),
  );
const detail = async (loginId: string, seq: number) =>
  PaymentMethodDetail.parse((await call(loginId, 'GET', `/api/billing/payment-methods/${seq}`)).json().resultData);
const checkToken = async (loginId: string, accountNumber: string) => {
  const response = await call(loginId, 'POST', '/api/billing/cms/account-check', account(accountNumber));
  assert.equal(response.statusCode, 200, response.body);
  return CmsAccountCheck.parse(response.json().resultData).checkToken;
};
const registration = (token: string, accountNumber: string, extra: object = {}) => ({
  ...account(accountNumber),
  checkToken: token,
  phone: '010-2345-6789',
  withdrawalDay: 25,
  consent: true,
  ...extra,
});

test('a master registers a card: the first one becomes the default; refusals come back in Korean on their field', async () => {
  const number = cardNumberEnding('1234');
  const created = await call('saessak_master', 'POST', '/api/billing/payment-methods/cards', card(number));
  assert.equal(created.statusCode, 201, created.body);
  const method = PaymentMethodDetail.parse(created.json().resultData);
  assert.match(method.label, /카드 \*\*\*\*1234$/);
  assert.deepEqual([method.kind, method.cardExpiry, method.isDefault], ['CARD', '12/39', true]);
  assert.deepEqual(
    method.history.map((event) => event.kind),
    ['REGISTERED', 'SET_DEFAULT'],
  );
  assert.equal(method.history[0]!.by, '정새싹');
  assert.ok(!created.body.includes(number), 'the card number is never answered');
  const [stored] = await t.app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_methods WHERE card_billing_key LIKE $1 OR label LIKE $1',
    [`%${number}%`],
  );
  assert.equal(stored!.n, 0, 'nor stored');
  assert.equal(
    (await call('saessak_master', 'POST', '/api/billing/payment-methods/cards', card(number))).statusCode,
    409,
    'the same card twice',
  );

  const lost = await call(
    'saessak_master',
    'POST',
    '/api/billing/payment-methods/cards',
    card(cardNumberEnding('9999')),
  );
  assert.equal(lost.statusCode, 400);
  assert.deepEqual(errorsOf(lost), [{ field: 'cardNumber', message: '분실 신고된 카드예요.' }]);
  const luhn = await call('saessak_master', 'POST', '/api/billing/payment-methods/cards', card('4518000000001235'));
  assert.deepEqual(errorsOf(luhn), [{ field: 'cardNumber', message: '카드 번호를 다시 확인해 주세요.' }]);
  const expired = await call(
    'saessak_master',
    'POST',
    '/api/billing/payment-methods/cards',
    card(number, { expiry: '01/20' }),
  );
  assert.deepEqual(errorsOf(expired), [{ field: 'expiry', message: '유효기간이 지난 카드예요.' }]);
  const bad = await call('saessak_master', 'POST', '/api/billing/payment-methods/cards', {
    cardNumber: '4518-abcd',
    expiry: '13/30',
    ownerId: '123',
    passwordFirstTwo: '1',
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual([...new Set(fieldsOf(bad))], ['cardNumber', 'expiry', 'ownerId', 'passwordFirstTwo']);
  assert.ok(errorsOf(bad).every((error) => /[가-힣]/.test(error.message)));
  assert.equal((await list('saessak_master')).length, 1);
});

test('default switching moves the default and writes the history', async () => {
  const second = PaymentMethodDetail.parse(
    (await call('saessak_master', 'POST', '/api/billing/payment-methods/cards', card(cardNumberEnding('5678')))).json()
      .resultData,
  );
  assert.equal(second.isDefault, false, 'makeDefault is false unless asked');
  const switched = await call('saessak_master', 'PUT', `/api/billing/payment-methods/${second.seq}/default`);
  assert.equal(switched.statusCode, 200, switched.body);
  assert.equal(PaymentMethodDetail.parse(switched.json().resultData).isDefault, true);
  const methods = await list('saessak_master');
  assert.deepEqual(
    methods.map((m) => [m.seq, m.isDefault]),
    [
      [second.seq, true],
      [methods[1]!.seq, false],
    ],
    'the default is listed first',
  );
  assert.deepEqual(
    (await detail('saessak_master', second.seq)).history.map((event) => event.kind),
    ['REGISTERED', 'SET_DEFAULT'],
  );
  assert.equal((await call('saessak_master', 'PUT', '/api/billing/payment-methods/999999/default')).statusCode, 404);
  assert.equal(
    (await call('daon_master', 'GET', `/api/billing/payment-methods/${second.seq}`)).statusCode,
    404,
    "another business's method is not found",
  );

  // Removing the default hands it to the other card; a removed method keeps its detail and history.
  const removed = await call('saessak_master', 'DELETE', `/api/billing/payment-methods/${second.seq}`);
  assert.equal(removed.statusCode, 200, removed.body);
  const gone = await detail('saessak_master', second.seq);
  assert.deepEqual([gone.status, gone.history.at(-1)!.kind], ['REMOVED', 'REMOVED']);
  const [left] = await list('saessak_master');
  assert.equal(left!.isDefault, true);
  assert.equal((await detail('saessak_master', left!.seq)).history.at(-1)!.kind, 'SET_DEFAULT');
  assert.equal((await call('saessak_master', 'DELETE', `/api/billing/payment-methods/${second.seq}`)).statusCode, 409);
});

test('the card automatic top-ups charge cannot be removed', async () => {
  const [cardMethod] = await list('saessak_master');
  const settings = await call('saessak_master', 'PUT', '/api/billing/account/settings', {
    autoTopUp: { enabled: true, thresholdKrw: 0, amountKrw: 10_000, paymentMethodSeq: cardMethod!.seq },
    lowBalanceAlertKrw: 0,
  });
  assert.equal(settings.statusCode, 200, settings.body);
  const refused = await call('saessak_master', 'DELETE', `/api/billing/payment-methods/${cardMethod!.seq}`);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /자동 충전에 쓰는 카드는 삭제할 수 없어요/);
});

test('CMS: a checked account registers once with the consent recorded; a wrong holder or closed account is refused', async () => {
  const wrongHolder = await call('hanbit_master', 'POST', '/api/billing/cms/account-check', account('12345670000'));
  assert.equal(wrongHolder.statusCode, 400);
  assert.deepEqual(errorsOf(wrongHolder), [{ field: 'holderName', message: '예금주가 일치하지 않아요.' }]);
  const closed = await call('hanbit_master', 'POST', '/api/billing/cms/account-check', account('12345671111'));
  assert.deepEqual(errorsOf(closed), [{ field: 'accountNumber', message: '해지된 계좌예요.' }]);

  const check = await call('hanbit_master', 'POST', '/api/billing/cms/account-check', account('123-456-785678'));
  assert.equal(check.statusCode, 200, check.body);
  const answer = CmsAccountCheck.parse(check.json().resultData);
  assert.deepEqual(
    { bank: answer.bankName, masked: answer.maskedAccount, holder: answer.holderName },
    { bank: 'KB국민은행', masked: '****5678', holder: '김한빛' },
  );

  const noToken = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration('', '123456785678'),
  );
  assert.deepEqual(errorsOf(noToken), [{ field: 'checkToken', message: '계좌 확인을 먼저 해 주세요.' }]);
  const noConsent = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(answer.checkToken, '123456785678', { consent: false }),
  );
  assert.deepEqual(errorsOf(noConsent), [{ field: 'consent', message: '출금이체에 동의해 주세요.' }]);
  const otherAccount = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(answer.checkToken, '123456789999'),
  );
  assert.deepEqual(fieldsOf(otherAccount), ['checkToken']);
  assert.match(otherAccount.json().message, /확인한 계좌와 입력한 계좌가 달라요/);
  const foreign = await call(
    'daon_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(answer.checkToken, '123456785678'),
  );
  assert.deepEqual(errorsOf(foreign), [{ field: 'checkToken', message: '계좌 확인을 먼저 해 주세요.' }]);

  const created = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(answer.checkToken, '123456785678'),
  );
  assert.equal(created.statusCode, 201, created.body);
  const cms = PaymentMethodDetail.parse(created.json().resultData);
  assert.deepEqual(
    [cms.kind, cms.label, cms.withdrawalDay, cms.holderName, cms.bankCode, cms.isDefault],
    ['CMS', 'KB국민은행 ****5678 (김한빛)', 25, '김한빛', '004', true],
  );
  assert.equal(cms.consent?.agreedBy, '김한빛');
  assert.equal(cms.consent?.phone, '01023456789');
  assert.match(cms.consent?.text ?? '', /출금이체/);
  assert.deepEqual(
    cms.history.map((event) => event.kind),
    ['ACCOUNT_CHECKED', 'REGISTERED', 'SET_DEFAULT'],
  );
  assert.ok(!created.body.includes('900101'), 'the holder id is kept masked');
  const [masked] = await t.app.db.query<{ holder_id_masked: string }>(
    'SELECT holder_id_masked FROM payment_methods WHERE seq = $1',
    [cms.seq],
  );
  assert.equal(masked!.holder_id_masked, '90****');

  const again = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(answer.checkToken, '123456785678'),
  );
  assert.deepEqual(fieldsOf(again), ['checkToken'], 'a token is used once');
  assert.match(again.json().message, /이미 등록에 쓴 계좌 확인이에요/);

  const late = await checkToken('hanbit_master', '222233334444');
  await t.app.db.query("UPDATE cms_account_checks SET expires_at = now() - interval '1 second' WHERE biz_seq = 1");
  const expired = await call(
    'hanbit_master',
    'POST',
    '/api/billing/payment-methods/cms',
    registration(late, '222233334444'),
  );
  assert.match(expired.json().message, /10분이 지났어요/);
});

test('a postpaid business keeps its last CMS account', async () => {
  const switched = await t.app.inject({
    method: 'POST',
    url: '/admin/api/billing/businesses/1/mode',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { mode: 'POSTPAID' },
  });
  assert.equal(switched.statusCode, 200, switched.body);
  const cmsAccounts = (await list('hanbit_master')).filter((m) => m.kind === 'CMS');
  assert.ok(cmsAccounts.length >= 1);
  for (const method of cmsAccounts.slice(1))
    assert.equal((await call('hanbit_master', 'DELETE', `/api/billing/payment-methods/${method.seq}`)).statusCode, 200);
  const last = await call('hanbit_master', 'DELETE', `/api/billing/payment-methods/${cmsAccounts[0]!.seq}`);
  assert.equal(last.statusCode, 409);
  assert.match(last.json().message, /하나뿐인 자동이체 계좌는 삭제할 수 없어요/);
});

test('at most 10 account checks per business an hour', async () => {
  for (let i = 0; i < 10; i++) {
    const response = await call('linkcall_master', 'POST', '/api/billing/cms/account-check', account(`1000000000${i}`));
    assert.equal(response.statusCode, i === 0 ? 400 : 200, response.body);
  }
  const limited = await call('linkcall_master', 'POST', '/api/billing/cms/account-check', account('100000000010'));
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, /한 시간에 10번까지/);
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.equal(
    (await call('saessak_master', 'POST', '/api/billing/cms/account-check', account('100000000010'))).statusCode,
    200,
    'per business',
  );
});

test('managers and users get 455 on the master-only payment routes', async () => {
  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/billing/payment-methods'],
      ['GET', '/api/billing/payment-methods/1'],
      ['POST', '/api/billing/payment-methods/cards', card(cardNumberEnding('1234'))],
      ['POST', '/api/billing/payment-methods/cms', registration('x', '123456785678')],
      ['PUT', '/api/billing/payment-methods/1/default'],
      ['DELETE', '/api/billing/payment-methods/1'],
      ['POST', '/api/billing/cms/account-check', account('123456785678')],
    ];
    for (const [method, url, payload] of calls)
      assert.equal((await call(loginId, method as 'GET', url, payload)).statusCode, 455, `${loginId} ${method} ${url}`);
  }
  assert.equal((await call(null, 'GET', '/api/billing/payment-methods')).statusCode, 401);
});
