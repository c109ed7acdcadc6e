/**
 * The auth cache across processes (issue 18, point 2): two app instances on one throwaway PostgreSQL
 * (scripts/ensure-postgres.mjs); a logout, a role change and a removal from a team made on one stop
 * working on the other, which had just served the caller from its cache, within a bounded delay (the
 * `console_auth` notification when the change commits; allowed here: 2 s on a busy machine, typically
 * milliseconds). A broken listening connection turns the cache off until it listens again.
 * Run alone: `node --import tsx --test test/auth-cache-cross-process.test.ts`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/ensure-postgres.mjs';
import { buildApp } from '../src/build-app';
import { readConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres-database';
import { seedDemo } from '../src/demo/seed';
import { authCacheChecks } from '../test-support/auth-cache-checks';

let cluster: ThrowawayPostgres;
let dir: string;
let url: string;
const apps: FastifyInstance[] = [];

const startApp = () =>
  buildApp({
    config: {
      ...readConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-that-is-long-enough-0123456789', SEED: 'none' }),
      distDir: path.join(dir, 'dist'),
      environmentsDir: path.join(dir, 'environments'),
    },
    database: openPostgres(url),
    worker: false,
  });

before(async () => {
  cluster = await startThrowawayPostgres({ durable: false });
  dir = await mkdtemp(path.join(tmpdir(), 'console-auth-cache-'));
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE auth_cache');
  await admin.end();
  const target = new URL(cluster.url);
  target.pathname = '/auth_cache';
  url = target.href;
  const db = openPostgres(url);
  await migrate(db);
  await seedDemo(db, { demoTeamProvisionSeconds: 120 });
  await db.close();
  apps.push(await startApp(), await startApp());
});

after(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await cluster?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

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
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'auth_cache' AND query ILIKE 'LISTEN%'`,
    );
    const deadline = Date.now() + 2_000;
    while (reader.authCache.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(reader.authCache.live, false, 'suspended when the connection broke');
    const back = Date.now() + 5_000;
    while (!reader.authCache.live && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
    assert.equal(reader.authCache.live, true, 'listening again after a second');
  } finally {
    await admin.end();
  }
});
