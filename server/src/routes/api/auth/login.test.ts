import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOGIN_MAX_FAILURES } from '../../../accounts/login-history-repository';
import { createTestApp, injectAjax, login, type TestApp } from '../../../test-support/test-app';

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
  assert.deepEqual(empty.json().errors.map((e: { field: string }) => e.field).sort(), ['id', 'password']);
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
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id: 'hanbit_master', password: 'Console123!' } });
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
  assert.deepEqual(rows.map((r) => r.result), ['WRONG_PASSWORD', 'SUCCESS']);
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
