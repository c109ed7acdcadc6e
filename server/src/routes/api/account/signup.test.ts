import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VerifiedIdentity } from '@console/contracts/signup';
import { createTestApp, injectAjax, sessionCookieOf, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const postSimulator = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/kmc/simulator',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const PERSON = {
  name: '홍길동',
  birthDate: '19880515',
  carrier: 'SKT',
  mobile: '010-9876-5432',
  agree: 'Y',
  action: 'verify',
};

/** Goes through the simulated provider and answers the token it hands to /common/kmc-receive. */
async function verifiedToken(person: Partial<typeof PERSON> = {}): Promise<string> {
  const response = await postSimulator({ ...PERSON, ...person });
  assert.equal(response.statusCode, 303);
  const location = new URL(String(response.headers.location), 'http://x');
  assert.equal(location.pathname, '/common/kmc-receive');
  return location.searchParams.get('token')!;
}

let numberSeed = 100_000;
/** A fresh registration number with a valid check digit. */
function freshNumber(): string {
  for (;;) {
    const head = `7${String(numberSeed++).padStart(8, '0')}`;
    const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    const digits = [...head].map(Number);
    const sum = weights.reduce((s, w, i) => s + w * digits[i]!, 0) + Math.floor((digits[8]! * 5) / 10);
    return head + String((10 - (sum % 10)) % 10);
  }
}

const signupBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  identityToken: token,
  loginId: 'gildong_shop',
  password: 'Gildong-2026!',
  passwordConfirm: 'Gildong-2026!',
  email: 'Gildong@Shop.example.kr',
  business: {
    name: '길동상회',
    registrationNumber: freshNumber(),
    representative: '홍길동',
    address: '서울특별시 종로구 종로 1',
    type: 'NORMAL',
  },
  agreements: { terms: true, privacy: true, marketing: false },
  ...overrides,
});
const signup = (body: object) => injectAjax(t.app, { method: 'POST', url: '/api/account/signup', payload: body });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();

test('the simulator serves a Korean provider popup with 인증 and 취소', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/kmc/simulator' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /text\/html/);
  for (const text of ['휴대폰 본인확인', '>인증<', '>취소<', '통신사', '010-0000-0000'])
    assert.ok(response.body.includes(text), text);
});

test('the simulator shows field errors in place, cancels, and fails the test number like a provider', async () => {
  const invalid = await postSimulator({ name: '', birthDate: '19881340', mobile: '1234', action: 'verify' });
  assert.equal(invalid.statusCode, 400);
  for (const text of ['이름을', '생년월일', '통신사를 선택', '휴대폰 번호를', '약관에 동의'])
    assert.ok(invalid.body.includes(text), text);
  const child = await postSimulator({ ...PERSON, birthDate: `${new Date().getFullYear() - 10}0101` });
  assert.ok(child.body.includes('만 14세'));
  const cancelled = await postSimulator({ action: 'cancel' });
  assert.deepEqual([cancelled.statusCode, cancelled.headers.location], [303, '/common/kmc-receive?error=CANCELLED']);
  const failed = await postSimulator({ ...PERSON, mobile: '010-0000-0000' });
  assert.deepEqual([failed.statusCode, failed.headers.location], [303, '/common/kmc-receive?error=FAILED']);
  // Script in a field comes back escaped.
  const escaped = await postSimulator({ ...PERSON, name: '<script>x</script>', action: 'verify' });
  assert.ok(!escaped.body.includes('<script>x'));
});

test('a verified identity can be read back by its token without using it up', async () => {
  const token = await verifiedToken();
  for (let i = 0; i < 2; i++) {
    const response = await t.app.inject({ method: 'GET', url: `/api/account/identity-checks/${token}` });
    assert.equal(response.statusCode, 200);
    const identity = VerifiedIdentity.parse(response.json().resultData);
    assert.deepEqual([identity.name, identity.mobile, identity.birthDate], ['홍길동', '010-****-5432', '1988-05-15']);
  }
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/account/identity-checks/unknown-token-0123456789' })).statusCode,
    404,
  );
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/account/identity-checks/bad!' })).statusCode, 400);
});

test('login id availability', async () => {
  const taken = await t.app.inject({ method: 'GET', url: '/api/account/login-id-availability?loginId=hanbit_master' });
  assert.deepEqual(taken.json().resultData, { loginId: 'hanbit_master', available: false });
  const free = await t.app.inject({ method: 'GET', url: '/api/account/login-id-availability?loginId=brand_new_id' });
  assert.equal(free.json().resultData.available, true);
  const invalid = await t.app.inject({ method: 'GET', url: '/api/account/login-id-availability?loginId=No!' });
  assert.deepEqual([invalid.statusCode, fieldsOf(invalid)], [400, ['loginId']]);
});

test("every field of the sign-up is validated, with the contracts' Korean messages", async () => {
  const response = await signup({
    identityToken: 'x',
    loginId: 'A',
    password: 'short',
    passwordConfirm: 'other',
    email: 'nope',
    business: { name: '', registrationNumber: '220-81-12342', representative: '', address: '', type: 'BIG' },
    agreements: { terms: false, privacy: false },
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(fieldsOf(response), [
    'agreements.privacy',
    'agreements.terms',
    'business.address',
    'business.name',
    'business.registrationNumber',
    'business.representative',
    'business.type',
    'email',
    'identityToken',
    'loginId',
    'password',
    'passwordConfirm',
  ]);
  const number = (response.json().errors as { field: string; message: string }[]).find(
    (e) => e.field === 'business.registrationNumber',
  );
  assert.match(number!.message, /올바른 사업자등록번호가 아니에요/);
  const withId = await signup(
    signupBody('x'.repeat(43), { password: 'Gildong_shop1', passwordConfirm: 'Gildong_shop1' }),
  );
  assert.deepEqual(fieldsOf(withId), ['password']);
  assert.match(withId.json().errors[0].message, /아이디/);
});

test('a sign-up creates the unverified business and its master, logs in, and uses the token up', async () => {
  const token = await verifiedToken();
  const response = await signup(signupBody(token));
  assert.equal(response.statusCode, 200);
  assert.deepEqual(
    { ...response.json().resultData, userSeq: 0 },
    { userSeq: 0, loginId: 'gildong_shop', businessName: '길동상회' },
  );
  const cookie = sessionCookieOf(response);
  const session = (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json()
    .resultData;
  assert.equal(session.user.loginId, 'gildong_shop');
  assert.equal(session.user.name, '홍길동', 'the verified name');
  assert.equal(session.user.email, 'gildong@shop.example.kr');
  assert.deepEqual([session.user.role, session.user.verified, session.user.provider], ['ROLE_MASTER', false, null]);
  const [user] = await t.app.db.query<{ mobile: string; terms: boolean; marketing: boolean }>(
    `SELECT mobile, terms_agreed_at IS NOT NULL AS terms, marketing_agreed_at IS NOT NULL AS marketing FROM users WHERE login_id = 'gildong_shop'`,
  );
  assert.deepEqual(user, { mobile: '01098765432', terms: true, marketing: false });
  const [history] = await t.app.db.query<{ result: string }>(
    "SELECT result FROM login_history WHERE login_id = 'gildong_shop'",
  );
  assert.equal(history!.result, 'SUCCESS');

  const reused = await signup(signupBody(token, { loginId: 'gildong_two' }));
  assert.deepEqual([reused.statusCode, fieldsOf(reused)], [400, ['identityToken']]);
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/account/identity-checks/${token}` })).statusCode, 404);
});

test('a taken login id or registration number is a 409 on its field, and the token survives', async () => {
  const token = await verifiedToken();
  const takenId = await signup(signupBody(token, { loginId: 'hanbit_master' }));
  assert.deepEqual([takenId.statusCode, fieldsOf(takenId)], [409, ['loginId']]);
  assert.match(takenId.json().message, /이미 사용 중인 아이디/);
  const takenNumber = await signup(
    signupBody(token, {
      loginId: 'gildong_three',
      business: { ...signupBody(token).business, registrationNumber: '2208112341' },
    }),
  );
  assert.deepEqual([takenNumber.statusCode, fieldsOf(takenNumber)], [409, ['business.registrationNumber']]);
  const provider = await signup(
    signupBody(token, {
      loginId: 'gildong_vap',
      business: { ...signupBody(token).business, type: 'VALUE_ADDED_PROVIDER' },
    }),
  );
  assert.equal(provider.statusCode, 200, 'the same token still signs up after the refusals');
  const session = (
    await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: sessionCookieOf(provider) } })
  ).json().resultData;
  assert.deepEqual(session.user.provider, { approve: 'N', alert: 'N' });
});

test('an expired identity token cannot sign up', async () => {
  const token = await verifiedToken();
  await t.app.db.query("UPDATE identity_checks SET expires_at = now() - interval '1 second'");
  const response = await signup(signupBody(token, { loginId: 'too_late' }));
  assert.deepEqual([response.statusCode, fieldsOf(response)], [400, ['identityToken']]);
  assert.match(response.json().message, /본인인증/);
});
