import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SessionUser } from '@console/contracts/session';
import { createTestApp, injectAjax, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function updateUser(loginId: string, user: unknown) {
  const { cookie } = await loginAs(t.app, loginId);
  return injectAjax(t.app, { method: 'POST', url: '/api/auth/user', headers: { cookie }, payload: { user } });
}

test('claims that match the database are accepted and the session user is answered', async () => {
  const response = await updateUser('hanbit_master', { verified: true });
  assert.equal(response.statusCode, 200);
  assert.equal(SessionUser.parse(response.json().resultData).loginId, 'hanbit_master');
});

test('claiming verified=true for an unverified business is 400 Authentication error', async () => {
  const response = await updateUser('saessak_master', { verified: true });
  assert.equal(response.statusCode, 400);
  assert.match(response.json().message, /Authentication error/);
  assert.match(response.json().message, /[가-힣]/);
});

test('a provider cannot approve itself, but its alert flag is stored', async () => {
  const approve = await updateUser('linkcall_master', { provider: { approve: 'Y' } });
  assert.equal(approve.statusCode, 400);
  assert.match(approve.json().message, /Authentication error/);

  const alert = await updateUser('linkcall_master', { provider: { approve: 'N', alert: 'Y' } });
  assert.equal(alert.statusCode, 200);
  assert.deepEqual(alert.json().resultData.provider, { approve: 'N', alert: 'Y' });

  const { cookie } = await loginAs(t.app, 'linkcall_master');
  const session = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
  assert.deepEqual(session.json().resultData.user.provider, { approve: 'N', alert: 'Y' }, 'stored, not just echoed');
});

test('a normal business counts as approved', async () => {
  assert.equal((await updateUser('hanbit_master', { provider: { approve: 'Y' } })).statusCode, 200);
  assert.equal((await updateUser('hanbit_master', { provider: { approve: 'N' } })).statusCode, 400);
});

test('an invalid body is 400 with field errors; no session is 403', async () => {
  const invalid = await updateUser('hanbit_master', { verified: 'yes', provider: { alert: 'maybe' } });
  assert.equal(invalid.statusCode, 400);
  assert.deepEqual(
    invalid
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
    ['user.provider.alert', 'user.verified'],
  );
  const missing = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/user',
    headers: { cookie: (await loginAs(t.app, 'hanbit_user')).cookie },
    payload: {},
  });
  assert.equal(missing.statusCode, 400);
  const anonymous = await injectAjax(t.app, { method: 'POST', url: '/api/auth/user', payload: { user: {} } });
  assert.equal(anonymous.statusCode, 403);
});

const get = async (loginId: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: (await sharedLoginAs(t.app, loginId)).headers });

test('provider-approve: Y for a normal business, N for a provider without a contract', async () => {
  assert.deepEqual((await get('hanbit_master', '/async/account/info/provider-approve')).json(), {
    resultCode: 1000,
    resultData: 'Y',
  });
  assert.deepEqual((await get('linkcall_master', '/async/account/info/provider-approve')).json(), {
    resultCode: 1000,
    resultData: 'N',
  });
  await t.app.db.query("UPDATE businesses SET provider_approve = 'Y' WHERE type = 'VALUE_ADDED_PROVIDER'");
  assert.equal((await get('linkcall_master', '/async/account/info/provider-approve')).json().resultData, 'Y');
});

test('verify/status: 1000 with the date when verified, 1001 when not', async () => {
  const verified = (await get('hanbit_master', '/async/account/verify/status')).json().resultData;
  assert.equal(verified.code, 1000);
  const ageMs = Date.now() - Date.parse(verified.verificationDate);
  // One day before the seed; the test database's seed is at most a day old.
  assert.ok(ageMs > 23 * 3_600_000 && ageMs < 49 * 3_600_000, 'verified a day before the seed');
  assert.deepEqual((await get('saessak_master', '/async/account/verify/status')).json().resultData, {
    code: 1001,
    verificationDate: null,
  });
});

test('both need a bearer token', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: '/async/account/verify/status' })).statusCode, 401);
  assert.equal((await t.app.inject({ method: 'GET', url: '/async/account/info/provider-approve' })).statusCode, 401);
});

test('an unknown /async path is a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/async/account/nothing-here' });
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().resultCode, 4040);
});
