/**
 * Several server processes on one PostgreSQL (issue 17, point 7): two app instances on a throwaway
 * cluster (scripts/ensure-postgres.mjs) start together, share the flood guards' counters, book each
 * recurring job once, and a job that runs longer than its claim stays with its worker. Run by `npm test`
 * in the PostgreSQL step, or alone: `node --import tsx --test test/cross-process.test.ts`.
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
import { migrate, migrationNames } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres-database';
import { createJobQueue } from '../src/jobs/job-queue';

let cluster: ThrowawayPostgres;
let dir: string;
const apps: FastifyInstance[] = [];

const databaseUrl = (name: string) => {
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.href;
};
async function createDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return databaseUrl(name);
}

const startApp = (url: string) =>
  buildApp({
    config: {
      ...readConfig({
        NODE_ENV: 'test',
        TOKEN_SECRET: 'test-secret-that-is-long-enough-0123456789',
        DATABASE_URL: url,
        SEED: 'none',
      }),
      distDir: path.join(dir, 'dist'),
      environmentsDir: path.join(dir, 'environments'),
    },
    worker: true,
  });

before(async () => {
  cluster = await startThrowawayPostgres({ durable: false });
  dir = await mkdtemp(path.join(tmpdir(), 'console-cross-process-'));
  const url = await createDatabase('two_processes');
  // Two processes that start together on an empty database: one migrates, the other waits for it.
  apps.push(...(await Promise.all([startApp(url), startApp(url)])));
});

after(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await cluster?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('two processes starting together migrate once and book each recurring job once', async () => {
  const [a] = apps;
  const applied = await a!.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  assert.deepEqual(
    applied.map((row) => row.name),
    await migrationNames(),
  );
  const waiting = await a!.db.query<{ kind: string; n: number }>(
    `SELECT kind, count(*)::int AS n FROM jobs WHERE done_at IS NULL AND failed_at IS NULL GROUP BY kind ORDER BY kind`,
  );
  assert.ok(waiting.length >= 6, `recurring jobs booked: ${JSON.stringify(waiting)}`);
  assert.deepEqual(
    waiting.filter((row) => row.n !== 1),
    [],
  );
});

test('the flood guard counts one limit across both processes (30 a minute on the public forms)', async () => {
  const [a, b] = apps;
  const hit = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/public/consulting-inquiries',
      headers: { ajax: 'true', 'content-type': 'application/json' },
      payload: '{}',
    });
  const codes: number[] = [];
  for (let i = 0; i < 30; i += 1) codes.push((await hit(i % 2 ? b! : a!)).statusCode);
  // 15 on each process: each alone is far from 30, together they reach it.
  assert.deepEqual([...new Set(codes)], [400]);
  const [overA, overB] = [await hit(a!), await hit(b!)];
  assert.equal(overA.statusCode, 429);
  assert.equal(overB.statusCode, 429);
  assert.match(overB.json().message, /요청이 너무 많아요/);
  assert.ok(Number(overB.headers['retry-after']) > 0);
  // Another route keeps its own count.
  const other = await a!.inject({
    method: 'POST',
    url: '/api/public/partnership-inquiries',
    headers: { ajax: 'true', 'content-type': 'application/json' },
    payload: '{}',
  });
  assert.equal(other.statusCode, 400);
});

test('a job that runs longer than its claim is not taken over by another worker while its own is alive', async () => {
  const db = openPostgres(await createDatabase('lease_renewal'));
  try {
    await migrate(db);
    let runs = 0;
    const handlers = {
      'test.slow': async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 3_500));
      },
    };
    const log = apps[0]!.log;
    // Two workers (as two processes) with a 1-second claim: without renewal the second takes the job after 1 s.
    const first = createJobQueue(db, handlers, log, { claimSeconds: 1 });
    const second = createJobQueue(db, handlers, log, { claimSeconds: 1 });
    await first.enqueue('test.slow', {});
    const running = first.runDueJobs();
    // The second starts polling once the first has claimed the job: on a busy machine the second's
    // claim could otherwise reach the database first, and the test would be about another race.
    for (let waited = 0; runs === 0 && waited < 5_000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const deadline = Date.now() + 4_500;
    let secondRan = 0;
    while (Date.now() < deadline) {
      secondRan += await second.runDueJobs();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(await running, 1);
    assert.equal(secondRan, 0);
    assert.equal(runs, 1);
    const [job] = await db.query<{ attempts: number; done: boolean }>(
      "SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE kind = 'test.slow'",
    );
    assert.deepEqual(job, { attempts: 1, done: true });
  } finally {
    await db.close();
  }
});
