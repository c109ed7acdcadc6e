import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/ensure-postgres.mjs';
import { buildApp } from '../src/build-app';
import { readConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres-database';
import { seedDemo } from '../src/demo/seed';

/** Two app instances (as two server processes would be) on one database; filled in before the tests run. */
export interface TwoProcesses {
  apps: FastifyInstance[];
  /** The database's connection string. */
  url: string;
  /**
   * Ends the instances' connections listening on `channel` (any channel without one) from the server
   * side, as a PostgreSQL restart would. Answers how many were ended.
   */
  endListeningConnections(channel?: string): Promise<number>;
}

/**
 * Registers node:test hooks that start a throwaway PostgreSQL (scripts/ensure-postgres.mjs), create
 * `database` with the demo seed, and start two app instances on it (no worker); and stop it all after
 * the file's tests. For the caches that must hold across processes (auth cache, team read cache).
 */
export function twoProcessesOnPostgres(database: string): TwoProcesses {
  let cluster: ThrowawayPostgres | undefined;
  let dir: string | undefined;
  const shared: TwoProcesses = {
    apps: [],
    url: '',
    async endListeningConnections(channel = '') {
      const admin = new pg.Client({ connectionString: shared.url });
      await admin.connect();
      try {
        const ended = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN ' || $2 || '%'`,
          [database, channel],
        );
        return ended.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
  };
  const startApp = () =>
    buildApp({
      config: {
        ...readConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-that-is-long-enough-0123456789', SEED: 'none' }),
        distDir: path.join(dir!, 'dist'),
        environmentsDir: path.join(dir!, 'environments'),
      },
      database: openPostgres(shared.url),
      worker: false,
    });

  before(async () => {
    cluster = await startThrowawayPostgres({ durable: false });
    dir = await mkdtemp(path.join(tmpdir(), `console-${database}-`));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const target = new URL(cluster.url);
    target.pathname = `/${database}`;
    shared.url = target.href;
    const db = openPostgres(shared.url);
    await migrate(db);
    await seedDemo(db, { demoTeamProvisionSeconds: 120 });
    await db.close();
    shared.apps.push(await startApp(), await startApp());
  });

  after(async () => {
    await Promise.all(shared.apps.map((app) => app.close()));
    await cluster?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return shared;
}
