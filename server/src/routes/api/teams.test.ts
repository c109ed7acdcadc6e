import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TeamSummary } from '@console/contracts/teams';
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const teams = async (loginId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/teams${query}`, headers: (await loginAs(t.app, loginId)).headers });

test('a master sees every team of the business, newest first, as a page', async () => {
  const page = (await teams('hanbit_master')).json().resultData;
  assert.deepEqual(page.items.map((team: TeamSummary) => team.teamSeq), [3, 2, 1]);
  assert.equal(page.total, 3);
  assert.equal(page.page, 1);
  assert.equal(page.size, 20);
  const registering = TeamSummary.parse(page.items[0]);
  assert.equal(registering.status, 'REG');
  assert.ok(registering.readyAt, 'a REG team says when it will be ready');
  assert.equal(TeamSummary.parse(page.items[2]).memberCount, 4);
});

test('other roles see the teams they belong to; other businesses never show', async () => {
  assert.deepEqual((await teams('hanbit_manager')).json().resultData.items.map((x: TeamSummary) => x.teamSeq), [2, 1]);
  assert.deepEqual((await teams('hanbit_user')).json().resultData.items.map((x: TeamSummary) => x.teamSeq), [1]);
  assert.deepEqual((await teams('saessak_master')).json().resultData.items.map((x: TeamSummary) => x.teamSeq), [4]);
});

test('status filter and paging work on the server', async () => {
  const active = (await teams('hanbit_master', '?status=ACTIVE')).json().resultData;
  assert.deepEqual(active.items.map((x: TeamSummary) => x.status), ['ACTIVE', 'ACTIVE']);
  const second = (await teams('hanbit_master', '?page=2&size=2')).json().resultData;
  assert.deepEqual({ ids: second.items.map((x: TeamSummary) => x.teamSeq), total: second.total, page: second.page }, { ids: [1], total: 3, page: 2 });
});

test('bad query values are 400 with field errors', async () => {
  const response = await teams('hanbit_master', '?status=NOPE&size=1000&page=zero');
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors.map((e: { field: string }) => e.field).sort(), ['page', 'size', 'status']);
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
