/**
 * The team read cache across processes (issue 18, point 2): two app instances on one throwaway
 * PostgreSQL (scripts/ensure-postgres.mjs). A send, a row written straight into the database, the
 * carrier's report and a deletion made on one show on the other, which had just served the same list
 * from its cache, within a bounded delay (migration 101's `console_team_data` notification when the
 * change commits; allowed here: 2 s on a busy machine, typically milliseconds). The process that takes
 * a member's send shows it at once, before the notification comes back. A broken listening connection
 * turns the cache off until it listens again.
 * Run alone: `node --import tsx --test test/team-read-cache-cross-process.test.ts`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { teamReadChecks } from '../test-support/team-read-checks';
import { sharedLoginAs } from '../test-support/test-app';
import { twoProcessesOnPostgres } from '../test-support/two-processes';

const processes = twoProcessesOnPostgres('team_reads');
const apps = processes.apps;

const checks = teamReadChecks(() => ({ changer: apps[0]!, reader: apps[1]!, withinMs: 2_000 }));

test('two processes: a send on one shows in the cached list of the other', () => checks.consoleSend());
test('two processes: a row written straight into the database shows on the other', () => checks.databaseInsert());
test("two processes: the carrier's report and a deletion on one show on the other", async () => {
  const seq = await checks.carrierReport();
  await checks.deletion(seq);
});

test('the process that takes a send shows it at once, before the notification comes back', async () => {
  const same = teamReadChecks(() => ({ changer: apps[1]!, reader: apps[1]!, withinMs: 0 }));
  const reader = apps[1]!;
  // Hold this process's notifications back: only its own write request may make the list fresh.
  const notified = reader.teamReads.notified;
  const held: string[] = [];
  reader.teamReads.notified = (payload) => void held.push(payload);
  try {
    await same.consoleSend();
    const deadline = Date.now() + 2_000;
    while (held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.ok(held.length > 0, 'the notification of the send came too, later');
  } finally {
    reader.teamReads.notified = notified;
  }
});

test('while the notifications cannot be heard, nothing is served from the cache', async () => {
  const reader = apps[1]!;
  const headers = { ...(await sharedLoginAs(reader, 'hanbit_user')).headers, 'curr-team-seq': '1' };
  const read = () => reader.inject({ url: '/api/team/send-requests?page=1&size=5', headers });
  assert.equal(reader.teamReads.live, true);
  await read();
  // End the reader's listening connection from the server side, as a PostgreSQL restart would.
  assert.ok((await processes.endListeningConnections('console_team_data')) > 0);
  const deadline = Date.now() + 2_000;
  while (reader.teamReads.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  assert.equal(reader.teamReads.live, false, 'suspended when the connection broke');
  const hits = reader.teamReads.stats().hits;
  await read();
  assert.equal(reader.teamReads.stats().hits, hits, 'read from the database meanwhile');
  const back = Date.now() + 5_000;
  while (!reader.teamReads.live && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
  assert.equal(reader.teamReads.live, true, 'listening again after a second');
});
