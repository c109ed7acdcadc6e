import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SessionAnswer } from '@console/contracts/session';
import { createTestApp, injectAjax, login, sessionCookieOf, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('without a session cookie the session answer is logged out, with 200', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/_auth/session' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { resultCode: 1000, resultData: { user: null, accessToken: null, securityCodeRequired: false } });
});

test('an unknown cookie is simply logged out', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: 'console_session=nonsense' } });
  assert.equal(response.json().resultData.user, null);
});

test('login sets an httpOnly Lax cookie and the session answer carries the user and a token', async () => {
  const loginResponse = await login(t.app, 'hanbit_master');
  assert.equal(loginResponse.statusCode, 200);
  assert.deepEqual(loginResponse.json().resultData, { securityCodeRequired: false, codeSentTo: null });
  const cookie = loginResponse.cookies.find((c) => c.name === 'console_session')!;
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/');
  assert.notEqual(cookie.secure, true, 'secure only in production');

  const response = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: sessionCookieOf(loginResponse) } });
  const answer = SessionAnswer.parse(response.json().resultData);
  assert.equal(answer.user?.loginId, 'hanbit_master');
  assert.equal(answer.user?.role, 'ROLE_MASTER');
  assert.equal(answer.user?.verified, true);
  assert.equal(answer.user?.business.name, '(주)한빛커머스');
  assert.equal(answer.user?.provider, null);
  assert.match(answer.accessToken!.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
  assert.ok(Date.parse(answer.accessToken!.expiresAt) > Date.now());
});

test('DELETE /api/_auth/session logs out: the cookie no longer works and is cleared', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_manager'));
  const response = await injectAjax(t.app, { method: 'DELETE', url: '/api/_auth/session', headers: { cookie } });
  assert.equal(response.statusCode, 200);
  assert.equal(response.cookies.find((c) => c.name === 'console_session')?.value, '');
  const after = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
  assert.equal(after.json().resultData.user, null);
});

test('POST /api/auth/logout deletes the session too, and needs the AJAX header', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_user'));
  const refused = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  assert.equal(refused.statusCode, 403);
  assert.match(refused.json().message, /허용되지 않은 요청/);

  const response = await injectAjax(t.app, { method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  assert.equal(response.statusCode, 200);
  const after = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
  assert.equal(after.json().resultData.user, null);
});
