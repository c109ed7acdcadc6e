import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, loginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = async (loginId: string, url: string) => t.app.inject({ method: 'GET', url, headers: (await loginAs(t.app, loginId)).headers });

test('provider-approve: Y for a normal business, N for a provider without a contract', async () => {
  assert.deepEqual((await get('hanbit_master', '/async/account/info/provider-approve')).json(), { resultCode: 1000, resultData: 'Y' });
  assert.deepEqual((await get('linkcall_master', '/async/account/info/provider-approve')).json(), { resultCode: 1000, resultData: 'N' });
  await t.app.db.query("UPDATE businesses SET provider_approve = 'Y' WHERE type = 'VALUE_ADDED_PROVIDER'");
  assert.equal((await get('linkcall_master', '/async/account/info/provider-approve')).json().resultData, 'Y');
});

test('verify/status: 1000 with the date when verified, 1001 when not', async () => {
  const verified = (await get('hanbit_master', '/async/account/verify/status')).json().resultData;
  assert.equal(verified.code, 1000);
  const ageMs = Date.now() - Date.parse(verified.verificationDate);
  // One day before the seed; the test database's seed is at most a day old.
  assert.ok(ageMs > 23 * 3_600_000 && ageMs < 49 * 3_600_000, 'verified a day before the seed');
  assert.deepEqual((await get('saessak_master', '/async/account/verify/status')).json().resultData, { code: 1001, verificationDate: null });
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
