import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signAccessToken } from '../../../auth/access-token';
import { createTestApp, injectAjax, loginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let shortLived: TestApp;
before(async () => {
  [t, shortLived] = await Promise.all([createTestApp(), createTestApp({ accessTokenTtlSeconds: 1 })]);
});
after(() => Promise.all([t.close(), shortLived.close()]));

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
  const bogus = await injectAjax(t.app, { method: 'POST', url: '/api/auth/refresh-token', headers: { cookie: 'console_session=forged' } });
  assert.equal(bogus.statusCode, 403);
  assert.match(bogus.json().message, /로그인/);
});

test('the business API answers 401 without a token, with a bad signature, or with a malformed one', async () => {
  assert.equal((await callBusinessApi(t.app, {})).statusCode, 401);
  const { token } = await loginAs(t.app, 'hanbit_master');
  const [header, payload] = token.split('.');
  const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
  assert.equal((await callBusinessApi(t.app, { authorization: `Bearer ${forged}` })).statusCode, 401);
  const otherKey = signAccessToken('some-other-secret-of-enough-length-000000', { sid: 'x', sub: 1, exp: Date.now() / 1000 + 60 });
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
  const refreshed = await injectAjax(shortLived.app, { method: 'POST', url: '/api/auth/refresh-token', headers: { cookie } });
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
