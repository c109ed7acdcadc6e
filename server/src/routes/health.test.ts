import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import type { Database } from '../db/database';
import { MIGRATIONS_DIR, migrationNames, pendingMigrations } from '../db/migrate';
import { openPGlite } from '../db/pglite-database';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import healthRoutes, { type HealthRoutesOptions } from './health';

let t: TestApp;
let dir: string;

before(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'console-health-test-'));
});
after(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The probe routes alone on a bare Fastify, over `db` (the edge: a database that fails or lags). */
async function probesOver(db: Database, options: HealthRoutesOptions = {}) {
  const app = Fastify();
  app.decorate('db', db);
  await app.register(healthRoutes, options);
  await app.ready();
  return app;
}

test('a fresh app is live and ready: 200s, not cached', async () => {
  const live = await t.app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(live.statusCode, 200);
  assert.deepEqual(live.json(), { status: 'ok' });
  assert.equal(live.headers['cache-control'], 'no-store');
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json(), { status: 'ready' });
  assert.deepEqual(await pendingMigrations(t.app.db), []);
});

test('/readyz is 503 with the missing migration when the build has one the database lacks', async () => {
  const migrations = path.join(dir, 'migrations');
  await rm(migrations, { recursive: true, force: true });
  await mkdir(migrations);
  for (const name of await migrationNames())
    await copyFile(path.join(MIGRATIONS_DIR, name), path.join(migrations, name));
  await writeFile(path.join(migrations, '999_not_applied_yet.sql'), 'SELECT 1;');

  const app = await probesOver(t.app.db, { migrationsDir: migrations });
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(response.statusCode, 503);
  const body = response.json();
  assert.deepEqual(body.resultData, {
    status: 'not-ready',
    reason: 'migrations-pending',
    pending: ['999_not_applied_yet.sql'],
  });
  assert.match(body.message, /마이그레이션/);
  // Liveness does not depend on the database's state.
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  await app.close();
});

test('/readyz is 503 before the first migration: every migration is pending', async () => {
  const empty = await openPGlite();
  try {
    const app = await probesOver(empty);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json().resultData.pending, await migrationNames());
    await app.close();
  } finally {
    await empty.close();
  }
});

test('/readyz is 503 when the database fails, without the error in the answer; /healthz stays 200', async () => {
  const failing: Database = {
    kind: 'postgres',
    query: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')),
    exec: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')),
    transaction: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')),
    close: async () => undefined,
  };
  const app = await probesOver(failing);
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json().resultData, { status: 'not-ready', reason: 'database-unreachable' });
  assert.match(response.json().message, /데이터베이스에 연결할 수 없어요/);
  assert.doesNotMatch(response.body, /10\.1\.2\.3/);
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  await app.close();
});

test('/readyz answers 503 within its timeout when the database does not answer', async () => {
  const hanging: Database = {
    kind: 'postgres',
    query: () => new Promise(() => undefined),
    exec: () => new Promise(() => undefined),
    transaction: () => new Promise(() => undefined),
    close: async () => undefined,
  };
  const app = await probesOver(hanging, { databaseTimeoutMs: 100 });
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().resultData.reason, 'database-unreachable');
  assert.ok(Date.now() - started < 2_000, `answered after ${Date.now() - started} ms`);
  await app.close();
});

test('probe requests are not logged at info level (a probe every few seconds is noise)', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('db', t.app.db);
  await app.register(healthRoutes);
  app.get('/other', async () => ({ ok: true }));
  await app.ready();
  await app.inject({ method: 'GET', url: '/healthz' });
  await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(lines.length, 0, lines.join(''));
  // The same logger logs an ordinary route's requests.
  await app.inject({ method: 'GET', url: '/other' });
  assert.ok(lines.some((line) => line.includes('request completed')));
  await app.close();
});

test('migrate-cli applies the migrations and exits 0, then finds nothing to apply', () => {
  const cli = fileURLToPath(new URL('../db/migrate-cli.ts', import.meta.url));
  const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
  const first = spawnSync(process.execPath, ['--import', 'tsx', cli], { env, encoding: 'utf8' });
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /\[migrate\] applied \d+: 001_accounts\.sql/);
  const second = spawnSync(process.execPath, ['--import', 'tsx', cli], { env, encoding: 'utf8' });
  assert.equal(second.status, 0, second.stderr);
  assert.match(second.stdout, /nothing to apply/);
});

test('migrate-cli exits non-zero when the database cannot be reached', () => {
  const cli = fileURLToPath(new URL('../db/migrate-cli.ts', import.meta.url));
  // Port 1 on this machine: nothing listens, the connection is refused at once.
  const env = { ...process.env, DATABASE_URL: 'postgres://console:secret@127.0.0.1:1/console' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli], { env, encoding: 'utf8', timeout: 60_000 });
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stderr, /\[migrate\] failed/);
});
