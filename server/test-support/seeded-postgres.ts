import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres-database';
import { seedDemo } from '../src/demo/seed';

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * TEST_DATABASE_URL=postgres://...: the same tests on PostgreSQL. Each test file gets a database of
 * its own, migrated and seeded, and dropped when the app closes.
 */
export async function openSeededPostgres(adminUrl: string): Promise<Database> {
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.href);
  await migrate(db);
  await seedDemo(db, { demoTeamProvisionSeconds: 120 });
  return {
    ...db,
    async close() {
      await db.close();
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
