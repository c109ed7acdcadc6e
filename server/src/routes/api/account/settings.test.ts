import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LoginHistoryItem, Profile, SecuritySettings } from '@console/contracts/account';
import { PASSWORD_RULE_MESSAGES } from '@console/contracts/password-rules';
import { DEMO_PASSWORD } from '../../../demo/demo-logins';
import {
  createTestApp,
  injectAjax,
  login,
  loginAs,
  sessionCookieOf,
  sharedLoginAs,
  type TestApp,
} from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const headersOf = async (loginId: string) => (await sharedLoginAs(t.app, loginId)).headers;
const call = async (loginId: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  injectAjax(t.app, { method, url, headers: await headersOf(loginId), ...(payload ? { payload } : {}) });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();

// Profile

test("the profile is the caller's own", async () => {
  const profile = Profile.parse((await call('hanbit_user', 'GET', '/api/account/profile')).json().resultData);
  assert.deepEqual(
    [profile.loginId, profile.name, profile.role, profile.businessName],
    ['hanbit_user', '박사용', 'ROLE_USER', '(주)한빛커머스'],
  );
});

test('name, e-mail and mobile change; the mobile is kept as digits and the e-mail in lower case', async () => {
  const response = await call('hanbit_user', 'PUT', '/api/account/profile', {
    name: ' 박사용 ',
    email: 'Park.User@Example.KR',
    mobile: '010-4567-8901',
    role: 'ROLE_MASTER',
  });
  assert.equal(response.statusCode, 200);
  const profile = Profile.parse(response.json().resultData);
  assert.deepEqual(
    [profile.name, profile.email, profile.mobile, profile.role],
    ['박사용', 'park.user@example.kr', '01045678901', 'ROLE_USER'],
  );
  const session = (
    await t.app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: (await sharedLoginAs(t.app, 'hanbit_user')).cookie },
    })
  ).json().resultData;
  assert.equal(session.user.email, 'park.user@example.kr');
});

test('profile fields are validated in Korean', async () => {
  const response = await call('hanbit_user', 'PUT', '/api/account/profile', {
    name: '',
    email: 'not-an-email',
    mobile: '02-123-4567',
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(fieldsOf(response), ['email', 'mobile', 'name']);
  assert.ok((response.json().errors as { message: string }[]).every((e) => /[가-힣]/.test(e.message)));
});

// Password

test('a wrong current password is a 400 on its field, never a 403', async () => {
  const response = await call('hanbit_manager', 'PUT', '/api/account/password', {
    currentPassword: 'Wrong123!',
    newPassword: 'Brand-new-99',
    newPasswordConfirm: 'Brand-new-99',
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(fieldsOf(response), ['currentPassword']);
  assert.match(response.json().message, /지금 쓰는 비밀번호/);
});

test('wrong current passwords are throttled like logins: the 11th try within 5 minutes is a 429, even with the right one', async () => {
  const change = (currentPassword: string) =>
    call('hanbit_user', 'PUT', '/api/account/password', {
      currentPassword,
      newPassword: 'Brand-new-99',
      newPasswordConfirm: 'Brand-new-99',
    });
  for (let i = 0; i < 10; i += 1) assert.equal((await change(`Wrong-${i}-pass!`)).statusCode, 400);
  const blocked = await change(DEMO_PASSWORD);
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.json().message, /비밀번호를 너무 많이 틀렸어요\. \d+분 후에 다시 시도해 주세요\./);
  assert.ok(Number(blocked.headers['retry-after']) > 0);
  // The guesses are not the account's logins: its history shows no wrong password from them.
  const history = (await call('hanbit_user', 'GET', '/api/account/login-history?size=100')).json().resultData
    .items as LoginHistoryItem[];
  assert.ok(!history.some((item) => item.result === 'WRONG_PASSWORD'));
  // Another user is not affected.
  assert.equal(
    (
      await call('hanbit_manager', 'PUT', '/api/account/password', {
        currentPassword: 'Wrong123!',
        newPassword: 'Brand-new-99',
        newPasswordConfirm: 'Brand-new-99',
      })
    ).statusCode,
    400,
  );
});

test('each password rule has its own message on its field', async () => {
  const cases: [string, string, string][] = [
    ['short1!', 'newPassword', PASSWORD_RULE_MESSAGES.length],
    ['alllowercase', 'newPassword', PASSWORD_RULE_MESSAGES.kinds],
    ['한글비밀번호Ab1!', 'newPassword', PASSWORD_RULE_MESSAGES.characters],
    ['Xhanbit_manager1', 'newPassword', PASSWORD_RULE_MESSAGES.noLoginId],
    [`Aa1!${'x'.repeat(61)}`, 'newPassword', PASSWORD_RULE_MESSAGES.length],
  ];
  for (const [password, field, message] of cases) {
    const response = await call('hanbit_manager', 'PUT', '/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: password,
      newPasswordConfirm: password,
    });
    assert.equal(response.statusCode, 400, password);
    const error = (response.json().errors as { field: string; message: string }[]).find((e) => e.field === field);
    assert.equal(error?.message, message, password);
  }
  const mismatch = await call('hanbit_manager', 'PUT', '/api/account/password', {
    currentPassword: DEMO_PASSWORD,
    newPassword: 'Brand-new-99',
    newPasswordConfirm: 'Brand-new-98',
  });
  assert.deepEqual(fieldsOf(mismatch), ['newPasswordConfirm']);
  const same = await call('hanbit_manager', 'PUT', '/api/account/password', {
    currentPassword: DEMO_PASSWORD,
    newPassword: DEMO_PASSWORD,
    newPasswordConfirm: DEMO_PASSWORD,
  });
  assert.deepEqual(fieldsOf(same), ['newPassword']);
  assert.deepEqual(fieldsOf(await call('hanbit_manager', 'PUT', '/api/account/password', {})), [
    'currentPassword',
    'newPassword',
    'newPasswordConfirm',
  ]);
});

test('a password change works for the next login, keeps this session and ends the others', async () => {
  const elsewhere = await loginAs(t.app, 'saessak_master');
  const here = await loginAs(t.app, 'saessak_master');
  const response = await injectAjax(t.app, {
    method: 'PUT',
    url: '/api/account/password',
    headers: here.headers,
    payload: {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Fresh-Start-2026',
      newPasswordConfirm: 'Fresh-Start-2026',
    },
  });
  assert.equal(response.statusCode, 200);
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: here.headers })).statusCode,
    200,
  );
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: elsewhere.headers })).statusCode,
    403,
  );
  assert.equal((await login(t.app, 'saessak_master')).statusCode, 403, 'the old password no longer works');
  assert.equal((await login(t.app, 'saessak_master', 'Fresh-Start-2026')).statusCode, 200);
});

// Security

test('two-step login goes on and off, and the next login asks for a code', async () => {
  const settings = SecuritySettings.parse(
    (await call('hanbit_manager', 'GET', '/api/account/security')).json().resultData,
  );
  assert.deepEqual(settings, { twoStepLogin: false, codeMobile: '010-****-7890' });
  const on = await call('hanbit_manager', 'PUT', '/api/account/security', { twoStepLogin: true });
  assert.equal(on.json().resultData.twoStepLogin, true);
  const next = await login(t.app, 'hanbit_manager');
  assert.equal(next.json().resultData.securityCodeRequired, true);
  // Off asks for the password again: missing or wrong is a 400 on its field and changes nothing.
  const withoutPassword = await call('hanbit_manager', 'PUT', '/api/account/security', { twoStepLogin: false });
  assert.equal(withoutPassword.statusCode, 400);
  assert.deepEqual(fieldsOf(withoutPassword), ['password']);
  assert.equal(withoutPassword.json().message, '2단계 로그인을 끄려면 비밀번호를 입력해 주세요.');
  const wrong = await call('hanbit_manager', 'PUT', '/api/account/security', {
    twoStepLogin: false,
    password: 'Wrong-123!',
  });
  assert.deepEqual([wrong.statusCode, fieldsOf(wrong)], [400, ['password']]);
  assert.equal((await call('hanbit_manager', 'GET', '/api/account/security')).json().resultData.twoStepLogin, true);
  const off = await call('hanbit_manager', 'PUT', '/api/account/security', {
    twoStepLogin: false,
    password: DEMO_PASSWORD,
  });
  assert.equal(off.json().resultData.twoStepLogin, false);
  assert.equal((await login(t.app, 'hanbit_manager')).json().resultData.securityCodeRequired, false);
  assert.deepEqual(fieldsOf(await call('hanbit_manager', 'PUT', '/api/account/security', { twoStepLogin: 'yes' })), [
    'twoStepLogin',
  ]);
});

test("the login history is the caller's own, newest first and paged", async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_master'));
  assert.ok(cookie);
  const page = (await call('hanbit_master', 'GET', '/api/account/login-history?size=3')).json().resultData;
  assert.equal(page.items.length, 3);
  assert.ok(page.total >= 6, 'the seeded history and the logins of this test');
  const items = page.items.map((item: unknown) => LoginHistoryItem.parse(item));
  assert.ok(items[0].seq > items[1].seq);
  assert.equal(items[0].result, 'SUCCESS');
  const all = (await call('hanbit_master', 'GET', `/api/account/login-history?size=100`)).json().resultData
    .items as LoginHistoryItem[];
  assert.ok(all.some((item) => item.result === 'WRONG_PASSWORD'));
  assert.equal((await call('hanbit_master', 'GET', '/api/account/login-history?page=0')).statusCode, 400);
  const users = (await call('hanbit_user', 'GET', '/api/account/login-history')).json().resultData
    .items as LoginHistoryItem[];
  assert.ok(users.length > 0);
  assert.ok(
    users.every((item) => !all.some((mine) => mine.seq === item.seq)),
    'no entry of another user',
  );
});
