import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AddressGroup } from '@console/contracts/address-books';
import { fieldsOf } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { addressBookClient } from '../../../../test-support/address-book-test-client';

let t: TestApp;
let call: ReturnType<typeof addressBookClient>['call'];
before(async () => {
  t = await createTestApp();
  call = addressBookClient(t.app).call;
});
after(() => t.close());

const GROUPS = '/api/team/address-books/groups';

test('every member of the team creates, lists, renames and deletes groups', async () => {
  const created = await call('hanbit_user', 'POST', GROUPS, { name: ' VIP 손님 ', description: '연말 행사' });
  assert.equal(created.statusCode, 200);
  const group = AddressGroup.parse(created.json().resultData);
  assert.deepEqual(
    { name: group.name, description: group.description, contactCount: group.contactCount },
    { name: 'VIP 손님', description: '연말 행사', contactCount: 0 },
  );

  const renamed = await call('hanbit_manager', 'PUT', `${GROUPS}/${group.seq}`, {
    name: 'VIP 손님들',
    description: '',
  });
  assert.equal(renamed.json().resultData.name, 'VIP 손님들');
  const list = await call('hanbit_master', 'GET', GROUPS);
  assert.ok(list.json().resultData.some((g: AddressGroup) => g.seq === group.seq && g.name === 'VIP 손님들'));

  assert.equal((await call('hanbit_master', 'DELETE', `${GROUPS}/${group.seq}`)).statusCode, 200);
  assert.equal((await call('hanbit_master', 'DELETE', `${GROUPS}/${group.seq}`)).statusCode, 404);
});

test('group names are validated in Korean and unique per team, not across teams', async () => {
  const empty = await call('hanbit_master', 'POST', GROUPS, { name: '  ', description: 'x'.repeat(201) });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(fieldsOf(empty), ['description', 'name']);
  assert.equal(
    empty.json().errors[0].message.includes('입력해 주세요') ||
      empty.json().errors[1].message.includes('입력해 주세요'),
    true,
  );

  assert.equal((await call('hanbit_master', 'POST', GROUPS, { name: '거래처' })).statusCode, 200);
  const again = await call('hanbit_manager', 'POST', GROUPS, { name: '거래처' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, '같은 이름의 그룹이 이미 있어요. 다른 이름을 써 주세요.');
  assert.equal((await call('hanbit_master', 'POST', GROUPS, { name: '거래처' }, '2')).statusCode, 200);
});

test("another team's group cannot be renamed or deleted through one's own team", async () => {
  const other = AddressGroup.parse(
    (await call('hanbit_master', 'POST', GROUPS, { name: '고객지원 전용' }, '2')).json().resultData,
  );
  assert.equal((await call('hanbit_master', 'PUT', `${GROUPS}/${other.seq}`, { name: '탈취' })).statusCode, 404);
  assert.equal((await call('hanbit_master', 'DELETE', `${GROUPS}/${other.seq}`)).statusCode, 404);
  assert.equal((await call('hanbit_master', 'DELETE', `${GROUPS}/abc`)).statusCode, 400);
});

test('permissions: 401 without a token, 499 outside the team, 455 while withdrawal is requested, 409 in a REG team', async () => {
  assert.equal((await call(null, 'GET', GROUPS)).statusCode, 401);
  assert.equal((await call('hanbit_user', 'GET', GROUPS, undefined, '2')).statusCode, 499);
  assert.equal((await call('hanbit_user', 'POST', GROUPS, { name: '남의 팀' }, '2')).statusCode, 499);
  assert.equal((await call('hanbit_user', 'GET', GROUPS, undefined, null)).statusCode, 400);

  const [byeTeam] = await t.app.db.query<{ team_seq: number }>(
    `SELECT tm.team_seq FROM team_members tm JOIN users u ON u.user_seq = tm.user_seq WHERE u.login_id = 'bye_master' LIMIT 1`,
  );
  const team = String(byeTeam!.team_seq);
  assert.equal((await call('bye_master', 'GET', GROUPS, undefined, team)).statusCode, 200);
  assert.equal((await call('bye_master', 'POST', GROUPS, { name: '읽기만' }, team)).statusCode, 455);

  const registering = await call('hanbit_master', 'POST', GROUPS, { name: '준비 중' }, '3');
  assert.equal(registering.statusCode, 409);
  assert.match(registering.json().message, /팀 스페이스를 준비하고 있어요/);
});
