import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { teamReadChecks } from '../../../test-support/team-read-checks';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';
import { recordQueries } from '../../../test-support/record-queries';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

const checks = teamReadChecks(() => ({ changer: t.app, reader: t.app, withinMs: 0 }));
const get = async (url: string, loginId = 'hanbit_user', team = '1') =>
  t.app.inject({ url, headers: { ...(await sharedLoginAs(t.app, loginId)).headers, 'curr-team-seq': team } });

test('a send is in the list at once, though the list was cached', () => checks.consoleSend());
test('a row written outside any request is seen at once (the trigger)', () => checks.databaseInsert());
test('results of the carrier report and a deletion are seen at once', async () => {
  const seq = await checks.carrierReport();
  await checks.deletion(seq);
});

test('answers do not leak between teams, users or queries', async () => {
  const team1 = await get('/api/team/send-requests?page=1&size=3');
  const team2 = await get('/api/team/send-requests?page=1&size=3', 'hanbit_master', '2');
  assert.equal(team2.statusCode, 200);
  assert.notEqual(team2.body, team1.body);
  assert.equal((await get('/api/team/send-requests?page=1&size=3', 'hanbit_master', '2')).body, team2.body);
  // hanbit_user is not in team 2: its cached answer is no reason to open it.
  assert.equal((await get('/api/team/send-requests?page=1&size=3', 'hanbit_user', '2')).statusCode, 499);
  const page2 = await get('/api/team/send-requests?page=2&size=3');
  assert.equal(page2.json().resultData.page, 2);
  assert.notDeepEqual(page2.json().resultData.items, team1.json().resultData.items);
  const history = await get('/api/team/messages?page=1&size=3');
  assert.ok('moreAfterTotal' in history.json().resultData, 'the history is not the list under one key');
});

test('the hot path asks the database nothing once the list is cached; suspended, it reads again', async () => {
  const url = '/api/team/messages?page=1&size=20';
  await get(url);
  const { queries, stop } = recordQueries(t.app.db);
  try {
    assert.equal((await get(url)).statusCode, 200);
    assert.deepEqual(queries, []);
    t.app.teamReads.suspend();
    assert.equal((await get(url)).statusCode, 200);
    assert.equal(queries.length, 1, 'read from the database while changes cannot be heard');
  } finally {
    stop();
    t.app.teamReads.resume();
  }
});
