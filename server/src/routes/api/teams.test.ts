import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SenderProfile } from '@console/contracts/kakao';
import { CallbackNumber } from '@console/contracts/messaging';
import { TeamSummary } from '@console/contracts/teams';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const teams = async (loginId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/teams${query}`, headers: (await sharedLoginAs(t.app, loginId)).headers });

test('a master sees every team of the business, newest first, as a page', async () => {
  const page = (await teams('hanbit_master')).json().resultData;
  assert.deepEqual(
    page.items.map((team: TeamSummary) => team.teamSeq),
    [3, 2, 1],
  );
  assert.equal(page.total, 3);
  assert.equal(page.page, 1);
  assert.equal(page.size, 20);
  const registering = TeamSummary.parse(page.items[0]);
  assert.equal(registering.status, 'REG');
  assert.ok(registering.readyAt, 'a REG team says when it will be ready');
  assert.equal(TeamSummary.parse(page.items[2]).memberCount, 4);
});

test('other roles see the teams they belong to; other businesses never show', async () => {
  assert.deepEqual(
    (await teams('hanbit_manager')).json().resultData.items.map((x: TeamSummary) => x.teamSeq),
    [2, 1],
  );
  assert.deepEqual(
    (await teams('hanbit_user')).json().resultData.items.map((x: TeamSummary) => x.teamSeq),
    [1],
  );
  assert.deepEqual(
    (await teams('saessak_master')).json().resultData.items.map((x: TeamSummary) => x.teamSeq),
    [4],
  );
});

test('status filter and paging work on the server', async () => {
  const active = (await teams('hanbit_master', '?status=ACTIVE')).json().resultData;
  assert.deepEqual(
    active.items.map((x: TeamSummary) => x.status),
    ['ACTIVE', 'ACTIVE'],
  );
  const second = (await teams('hanbit_master', '?page=2&size=2')).json().resultData;
  assert.deepEqual(
    { ids: second.items.map((x: TeamSummary) => x.teamSeq), total: second.total, page: second.page },
    { ids: [1], total: 3, page: 2 },
  );
});

test('bad query values are 400 with field errors', async () => {
  const response = await teams('hanbit_master', '?status=NOPE&size=1000&page=zero');
  assert.equal(response.statusCode, 400);
  assert.deepEqual(
    response
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
    ['page', 'size', 'status'],
  );
});

test('absurd page numbers are an empty page or a 400, never a 5xx', async () => {
  for (const page of ['99999999', '1e20', '99999999999999999999']) {
    const response = await teams('hanbit_master', `?page=${page}`);
    assert.ok(response.statusCode < 500, `page=${page} answered ${response.statusCode}`);
  }
});

test('needs a bearer token', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/teams' })).statusCode, 401);
});

// Team-scoped endpoints: /api/team/callback-numbers

const callbackNumbers = async (loginId: string, team: string | undefined, query = '') => {
  const { headers } = await sharedLoginAs(t.app, loginId);
  return t.app.inject({
    method: 'GET',
    url: `/api/team/callback-numbers${query}`,
    headers: team === undefined ? headers : { ...headers, 'curr-team-seq': team },
  });
};

test('any member reads the numbers of the Curr-Team-Seq team', async () => {
  const response = await callbackNumbers('hanbit_user', '1');
  assert.equal(response.statusCode, 200);
  const page = response.json().resultData;
  assert.equal(page.total, 8);
  const numbers = page.items.map((item: unknown) => CallbackNumber.parse(item));
  assert.deepEqual(new Set(numbers.map((n: CallbackNumber) => n.status)), new Set(['APPROVED', 'PENDING', 'REJECTED']));
  assert.ok(
    numbers
      .filter((n: CallbackNumber) => n.status === 'REJECTED')
      .every((n: CallbackNumber) => n.rejectReason && /[가-힣]/.test(n.rejectReason)),
  );
  assert.ok(numbers.some((n: CallbackNumber) => n.number.startsWith('02')));
  assert.ok(numbers.some((n: CallbackNumber) => n.number.startsWith('1588')));
});

test('the status filter and paging', async () => {
  const pending = (await callbackNumbers('hanbit_master', '1', '?status=PENDING')).json().resultData;
  assert.equal(pending.total, 2);
  const page = (await callbackNumbers('hanbit_master', '1', '?size=3&page=3')).json().resultData;
  assert.equal(page.items.length, 2);
  assert.equal((await callbackNumbers('hanbit_master', '2')).json().resultData.total, 3);
});

test('Curr-Team-Seq missing or not an integer is 400; a team of another business is 499', async () => {
  assert.equal((await callbackNumbers('hanbit_master', undefined)).statusCode, 400);
  const notInteger = await callbackNumbers('hanbit_master', 'abc');
  assert.equal(notInteger.statusCode, 400);
  assert.equal(notInteger.json().errors[0].field, 'Curr-Team-Seq');
  assert.equal((await callbackNumbers('hanbit_master', '1.5')).statusCode, 400);
  const otherBusiness = await callbackNumbers('hanbit_master', '4');
  assert.equal(otherBusiness.statusCode, 499);
  assert.equal(otherBusiness.json().resultCode, 4990);
  assert.equal((await callbackNumbers('hanbit_master', '99999')).statusCode, 499);
  assert.equal(
    (await callbackNumbers('hanbit_master', '99999999999')).statusCode,
    499,
    'beyond the integer column: still no such team',
  );
  assert.equal((await callbackNumbers('hanbit_master', '-1')).statusCode, 499);
  assert.equal((await callbackNumbers('hanbit_user', '2')).statusCode, 499, 'same business, not a member');
});

test('an invalid status filter is 400', async () => {
  assert.equal((await callbackNumbers('hanbit_master', '1', '?status=DONE')).statusCode, 400);
});

// /api/team/kakao/sender-keys (masters and managers)

const senderKeys = async (loginId: string, team: string, query = '') => {
  const { headers } = await sharedLoginAs(t.app, loginId);
  return t.app.inject({
    method: 'GET',
    url: `/api/team/kakao/sender-keys${query}`,
    headers: { ...headers, 'curr-team-seq': team },
  });
};

test('masters and managers read the sender profiles with 40-character keys', async () => {
  for (const loginId of ['hanbit_master', 'hanbit_manager']) {
    const response = await senderKeys(loginId, '1');
    assert.equal(response.statusCode, 200);
    const items = response.json().resultData.items.map((item: unknown) => SenderProfile.parse(item));
    assert.equal(items.length, 3);
    assert.ok(items.every((p: SenderProfile) => p.senderKey.length === 40));
    assert.deepEqual(new Set(items.map((p: SenderProfile) => p.status)), new Set(['ACTIVE', 'DORMANT', 'BLOCKED']));
  }
});

test('the status filter', async () => {
  const page = (await senderKeys('hanbit_master', '1', '?status=ACTIVE')).json().resultData;
  assert.deepEqual({ total: page.total, status: page.items[0].status }, { total: 1, status: 'ACTIVE' });
  assert.equal((await senderKeys('hanbit_master', '1', '?status=GONE')).statusCode, 400);
});

test('ROLE_USER is 455; another business team is 499; a bad header is 400', async () => {
  const user = await senderKeys('hanbit_user', '1');
  assert.equal(user.statusCode, 455);
  assert.equal(user.json().resultCode, 4550);
  assert.match(user.json().message, /권한/);
  assert.equal((await senderKeys('hanbit_master', '5')).statusCode, 499);
  assert.equal((await senderKeys('hanbit_master', 'x1')).statusCode, 400);
});
