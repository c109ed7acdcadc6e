import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SenderProfile } from '@console/contracts/kakao';
import { createTestApp, loginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const list = async (loginId: string, team: string, query = '') => {
  const { headers } = await loginAs(t.app, loginId);
  return t.app.inject({ method: 'GET', url: `/api/team/kakao/sender-keys${query}`, headers: { ...headers, 'curr-team-seq': team } });
};

test('masters and managers read the sender profiles with 40-character keys', async () => {
  for (const loginId of ['hanbit_master', 'hanbit_manager']) {
    const response = await list(loginId, '1');
    assert.equal(response.statusCode, 200);
    const items = response.json().resultData.items.map((item: unknown) => SenderProfile.parse(item));
    assert.equal(items.length, 3);
    assert.ok(items.every((p: SenderProfile) => p.senderKey.length === 40));
    assert.deepEqual(new Set(items.map((p: SenderProfile) => p.status)), new Set(['ACTIVE', 'DORMANT', 'BLOCKED']));
  }
});

test('the status filter', async () => {
  const page = (await list('hanbit_master', '1', '?status=ACTIVE')).json().resultData;
  assert.deepEqual({ total: page.total, status: page.items[0].status }, { total: 1, status: 'ACTIVE' });
  assert.equal((await list('hanbit_master', '1', '?status=GONE')).statusCode, 400);
});

test('ROLE_USER is 455; another business team is 499; a bad header is 400', async () => {
  const user = await list('hanbit_user', '1');
  assert.equal(user.statusCode, 455);
  assert.equal(user.json().resultCode, 4550);
  assert.match(user.json().message, /권한/);
  assert.equal((await list('hanbit_master', '5')).statusCode, 499);
  assert.equal((await list('hanbit_master', 'x1')).statusCode, 400);
});
