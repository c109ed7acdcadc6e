import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SessionAnswer } from '@console/contracts/session';
import { signAccessToken } from '../../../auth/access-token';
import {
  createTestApp,
  injectAjax,
  login,
  loginAs,
  sessionCookieOf,
  type TestApp,
} from '../../../../test-support/test-app';

let t: TestApp;
let shortLived: TestApp;
before(async () => {
  [t, shortLived] = await Promise.all([createTestApp(), createTestApp({ accessTokenTtlSeconds: 1 })]);
});
after(() => Promise.all([t.close(), shortLived.close()]));

test('without a session cookie the session answer is logged out, with 200', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/_auth/session' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), {
    resultCode: 1000,
    resultData: { user: null, accessToken: null, securityCodeRequired: false },
  });
});

test('an unknown cookie is simply logged out', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/_auth/session',
    headers: { cookie: 'console_session=nonsense' },
  });
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
  assert.notEqual(cookie.secure, true, 'secure only in production or over HTTPS');

  const response = await t.app.inject({
    method: 'GET',
    url: '/api/_auth/session',
    headers: { cookie: sessionCookieOf(loginResponse) },
  });
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

const callBusinessApi = (app: TestApp['app'], headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/async/account/verify/status', headers });

test('refresh-token issues a new working token from the session cookie', async () => {
  const { cookie } = await loginAs(t.app, 'hanbit_master');
  const response = await injectAjax(t.app, { method: 'POST', url: '/api/auth/refresh-token', headers: { cookie } });
  assert.equal(response.statusCode, 200);
  const { token, expiresAt } = response.json().resultData.accessToken;
  assert.ok(Date.parse(expiresAt) > Date.now());
  assert.equal((await callBusinessApi(t.app, { authorization: `Bearer ${token}` })).statusCode, 200);
});

test('refresh-token without a session cookie, or with a pending one, is 403', async () => {
  assert.equal((await injectAjax(t.app, { method: 'POST', url: '/api/auth/refresh-token' })).statusCode, 403);
  const bogus = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { cookie: 'console_session=forged' },
  });
  assert.equal(bogus.statusCode, 403);
  assert.match(bogus.json().message, /로그인/);
});

test('the business API answers 401 without a token, with a bad signature, or with a malformed one', async () => {
  assert.equal((await callBusinessApi(t.app, {})).statusCode, 401);
  const { token } = await loginAs(t.app, 'hanbit_master');
  const [header, payload] = token.split('.');
  const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
  assert.equal((await callBusinessApi(t.app, { authorization: `Bearer ${forged}` })).statusCode, 401);
  const otherKey = signAccessToken('some-other-secret-of-enough-length-000000', {
    sid: 'x',
    sub: 1,
    exp: Date.now() / 1000 + 60,
  });
  assert.equal((await callBusinessApi(t.app, { authorization: `Bearer ${otherKey}` })).statusCode, 401);
  assert.equal((await callBusinessApi(t.app, { authorization: 'Bearer garbage' })).statusCode, 401);
  assert.equal((await callBusinessApi(t.app, { authorization: 'Basic abc' })).statusCode, 401);
});

test('an expired token is 401; refresh-token then gives a working one', async () => {
  const { cookie, token } = await loginAs(shortLived.app, 'hanbit_master');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const expired = await callBusinessApi(shortLived.app, { authorization: `Bearer ${token}` });
  assert.equal(expired.statusCode, 401);
  assert.equal(expired.json().resultCode, 4010);
  const refreshed = await injectAjax(shortLived.app, {
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { cookie },
  });
  const fresh = refreshed.json().resultData.accessToken.token;
  assert.equal((await callBusinessApi(shortLived.app, { authorization: `Bearer ${fresh}` })).statusCode, 200);
});

test('a valid token whose session was deleted is 403 (logged out elsewhere)', async () => {
  const { cookie, token } = await loginAs(t.app, 'hanbit_manager');
  await injectAjax(t.app, { method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  const response = await callBusinessApi(t.app, { authorization: `Bearer ${token}` });
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().resultCode, 4030);
});
