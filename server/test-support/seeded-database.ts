import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPGlite } from '../src/db/pglite-database';
import { seedDemo } from '../src/demo/seed';
import { openSeededPostgres } from './seeded-postgres';

const PREFIX = 'console-server-test-db-';
const DB_SOURCES = fileURLToPath(new URL('../src/db', import.meta.url));
/** The demo seed: a change to it makes a new template too. */
const DEMO_SOURCES = fileURLToPath(new URL('../src/demo', import.meta.url));

/** Changes whenever a migration or the seed changes, and every day (the seed's dates are relative). */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const dir of [DB_SOURCES, path.join(DB_SOURCES, 'migrations'), DEMO_SOURCES]) {
    for (const name of (await readdir(dir)).sort()) {
      if (/\.(ts|sql)$/.test(name)) hash.update(name).update(await readFile(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite, migrated and seeded with the demo data: in memory, or in `dataDir` on disk as the
 * server keeps it (benchmarks, whose figures should be the product's). Creating PGlite from nothing
 * runs initdb (3-6 s); so the first test file dumps a seeded database to the temp folder and every
 * later one loads that dump (under a second). Each test file still gets its own database.
 * With TEST_DATABASE_URL set, the tests run on PostgreSQL instead.
 */
export async function openSeededDatabase(dataDir?: string): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return openSeededPostgres(process.env.TEST_DATABASE_URL);
  const file = path.join(tmpdir(), `${PREFIX}${await templateKey()}.tar`);
  const dump = await readFile(file).catch(() => null);
  if (dump) return openPGlite(dataDir, new Blob([dump]));

  const db = await openPGlite(dataDir);
  await migrate(db);
  await seedDemo(db, { demoTeamProvisionSeconds: 120 });
  const blob = await db.dump();
  // Written aside and renamed, so a test file running in parallel never reads half a dump. A name of
  // its own per call: one file may open two databases at once (Promise.all), both making the dump.
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  // Dumps of older migrations or days are of no further use (each is ~40 MB).
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(PREFIX) && name !== path.basename(file) && !name.endsWith('.partial'))
      await rm(path.join(tmpdir(), name), { force: true });
  }
  return db;
}
