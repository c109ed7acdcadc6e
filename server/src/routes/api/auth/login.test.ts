import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOGIN_MAX_FAILURES } from '../../../accounts/login-history-repository';
import { createTestApp, injectAjax, login, sessionCookieOf, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const history = (loginId: string) =>
  t.app.db.query<{ result: string; ip: string; user_agent: string | null }>(
    'SELECT result, ip, user_agent FROM login_history WHERE login_id = $1 ORDER BY seq',
    [loginId],
  );

test('a wrong password is 403 with the Korean message and no cookie', async () => {
  const response = await login(t.app, 'hanbit_master', 'wrong-password');
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().message, '아이디 또는 비밀번호가 올바르지 않아요.');
  assert.equal(response.json().resultData, null);
  assert.equal(response.cookies.length, 0);
});

test('an unknown id answers exactly like a wrong password', async () => {
  const response = await login(t.app, 'nobody_here', 'whatever');
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().message, '아이디 또는 비밀번호가 올바르지 않아요.');
});

test('an invalid body is 400 with Korean field errors, never 5xx', async () => {
  const empty = await injectAjax(t.app, { method: 'POST', url: '/api/auth/login', payload: { id: '', password: '' } });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(
    empty
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
    ['id', 'password'],
  );
  assert.equal(empty.json().errors.find((e: { field: string }) => e.field === 'id').message, '아이디를 입력해 주세요.');

  const wrongTypes = await injectAjax(t.app, { method: 'POST', url: '/api/auth/login', payload: { id: 42 } });
  assert.equal(wrongTypes.statusCode, 400);
  const brokenJson = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"id":',
  });
  assert.equal(brokenJson.statusCode, 400);
  assert.match(brokenJson.json().message, /[가-힣]/);
});

test('without the AJAX header a login is refused (CSRF guard)', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { id: 'hanbit_master', password: 'Console123!' },
  });
  assert.equal(response.statusCode, 403);
  assert.equal(response.cookies.length, 0);
});

test('every attempt lands in login_history with ip, user agent and result', async () => {
  await login(t.app, 'hanbit_manager', 'nope');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ajax: 'true', 'user-agent': 'test-agent/1.0' },
    payload: { id: 'hanbit_manager', password: 'Console123!' },
  });
  const rows = await history('hanbit_manager');
  assert.deepEqual(
    rows.map((r) => r.result),
    ['WRONG_PASSWORD', 'SUCCESS'],
  );
  assert.equal(rows[1]!.user_agent, 'test-agent/1.0');
  assert.ok(rows[1]!.ip);
});

test(`after ${LOGIN_MAX_FAILURES} wrong passwords per id and IP the login answers 429, even with the right password`, async () => {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
    assert.equal((await login(t.app, 'saessak_master', `wrong-${i}`)).statusCode, 403);
  }
  const locked = await login(t.app, 'saessak_master');
  assert.equal(locked.statusCode, 429);
  assert.match(locked.json().message, /로그인 시도가 너무 많아요/);
  assert.ok(Number(locked.headers['retry-after']) > 0);
  // Other ids are not affected.
  assert.equal((await login(t.app, 'linkcall_master')).statusCode, 200);
});

/** The newest code the outbox sent to hanbit_secure's mobile. */
async function latestCode(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=01012345678' });
  const body = response.json().resultData[0].body as string;
  return /(\d{6})/.exec(body)![1]!;
}

const securityLogin = (cookie: string, code: string) =>
  injectAjax(t.app, { method: 'POST', url: '/api/auth/security-login', headers: { cookie }, payload: { code } });
const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });

test('two-step login: pending session, code in the outbox, wrong code, right code completes', async () => {
  const first = await login(t.app, 'hanbit_secure');
  assert.equal(first.statusCode, 200);
  assert.deepEqual(first.json().resultData, { securityCodeRequired: true, codeSentTo: '010-****-5678' });
  const cookie = sessionCookieOf(first);

  const pending = await session(cookie);
  assert.deepEqual(pending.json().resultData, { user: null, accessToken: null, securityCodeRequired: true });

  const code = await latestCode();
  const wrongCode = code === '000000' ? '111111' : '000000';
  const wrong = await securityLogin(cookie, wrongCode);
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().errors[0].field, 'code');
  assert.match(wrong.json().errors[0].message, /남은 입력 횟수 4회/);

  const right = await securityLogin(cookie, code);
  assert.equal(right.statusCode, 200);
  assert.equal(right.json().resultData.user.loginId, 'hanbit_secure');

  const complete = await session(cookie);
  assert.equal(complete.json().resultData.user.loginId, 'hanbit_secure');
  assert.equal(complete.json().resultData.securityCodeRequired, false);
  assert.ok(complete.json().resultData.accessToken.token);
});

test('a malformed code is a 400 field error; five wrong codes use the code up', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_secure'));
  const malformed = await securityLogin(cookie, '12ab');
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().errors[0].message, '보안코드 6자리 숫자를 입력해 주세요.');

  const code = await latestCode();
  const wrongCode = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) assert.equal((await securityLogin(cookie, wrongCode)).statusCode, 400);
  const exhausted = await securityLogin(cookie, code);
  assert.equal(exhausted.statusCode, 400);
  assert.match(exhausted.json().message, /입력 횟수를 초과/);
});

test('security-login without a pending session is 403', async () => {
  const none = await securityLogin('console_session=unknown', '123456');
  assert.equal(none.statusCode, 403);
  const complete = sessionCookieOf(await login(t.app, 'hanbit_master'));
  assert.equal((await securityLogin(complete, '123456')).statusCode, 403);
});

test('sendSecurityAuthNumber sends a new code once per 30 seconds', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_secure'));
  const firstCode = await latestCode();
  // The login just sent one: a resend right away is throttled.
  const tooSoon = await injectAjax(t.app, {
    method: 'POST',
    url: '/async/account/sendSecurityAuthNumber',
    headers: { cookie },
  });
  assert.equal(tooSoon.statusCode, 429);
  assert.match(tooSoon.json().message, /30초에 한 번/);

  await t.app.db.query("UPDATE sessions SET code_sent_at = now() - interval '31 seconds'");
  const resent = await injectAjax(t.app, {
    method: 'POST',
    url: '/async/account/sendSecurityAuthNumber',
    headers: { cookie },
  });
  assert.equal(resent.statusCode, 200);
  assert.deepEqual(resent.json().resultData, { codeSentTo: '010-****-5678', expiresInSeconds: 180 });
  const secondCode = await latestCode();
  if (firstCode !== secondCode)
    assert.equal((await securityLogin(cookie, firstCode)).statusCode, 400, 'the old code no longer works');
  assert.equal((await securityLogin(cookie, secondCode)).statusCode, 200);
});

test('sendSecurityAuthNumber without a pending session is 403', async () => {
  const response = await injectAjax(t.app, { method: 'POST', url: '/async/account/sendSecurityAuthNumber' });
  assert.equal(response.statusCode, 403);
});

test('the dev outbox page lists the messages, newest first', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.html' });
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /text\/html; charset=utf-8/);
  assert.match(response.body, /보안코드는 \d{6}/);
});

test('input PostgreSQL cannot store (NUL) and malformed URLs are 400s in the envelope, never 5xx', async () => {
  const nul = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { id: 'a\u0000b', password: 'x' },
  });
  assert.equal(nul.statusCode, 400);
  assert.equal(nul.json().errors[0].field, 'id');
  const search = await t.app.inject({ method: 'GET', url: '/api/brand/notices?q=%00' });
  assert.equal(search.statusCode, 400);
  const badUrl = await t.app.inject({ method: 'GET', url: '/api/brand/notices/%E0' });
  assert.equal(badUrl.statusCode, 400);
  assert.equal(badUrl.json().resultCode, 4000);
});
