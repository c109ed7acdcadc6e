/**
 * The auth cache across processes (issue 18, point 2): two app instances on one throwaway PostgreSQL
 * (scripts/ensure-postgres.mjs); a logout, a role change and a removal from a team made on one stop
 * working on the other, which had just served the caller from its cache, within a bounded delay (the
 * `console_auth` notification when the change commits; allowed here: 2 s on a busy machine, typically
 * milliseconds). A broken listening connection turns the cache off until it listens again.
 * Run alone: `node --import tsx --test test/auth-cache-cross-process.test.ts`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authCacheChecks } from '../test-support/auth-cache-checks';
import { twoProcessesOnPostgres } from '../test-support/two-processes';

const processes = twoProcessesOnPostgres('auth_cache');
const apps = processes.apps;

const checks = authCacheChecks(() => ({ changer: apps[0]!, reader: apps[1]!, withinMs: 2_000 }));

test('two processes: a logout on one ends the cached session on the other', () => checks.logout());
test('two processes: a role change on one holds on the other', () => checks.roleChange());
test('two processes: removal from a team on one holds on the other', () => checks.teamRemoval());
test('the process that makes the change sees it at once', async () => {
  const same = authCacheChecks(() => ({ changer: apps[1]!, reader: apps[1]!, withinMs: 0 }));
  await same.logout();
});

test('while the notifications cannot be heard, nothing is served from the cache', async () => {
  const reader = apps[1]!;
  assert.equal(reader.authCache.live, true);
  // End the reader's listening connection from the server side, as a PostgreSQL restart would.
  assert.ok((await processes.endListeningConnections('console_auth')) > 0);
  const deadline = Date.now() + 2_000;
  while (reader.authCache.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  assert.equal(reader.authCache.live, false, 'suspended when the connection broke');
  const back = Date.now() + 5_000;
  while (!reader.authCache.live && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
  assert.equal(reader.authCache.live, true, 'listening again after a second');
});
