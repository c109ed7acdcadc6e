import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it keeps two processes that start together from migrating at once.
const MIGRATION_LOCK_KEY = 7_311_042;

/** The migration files of `dir` (NNN_name.sql), in the order they apply. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
}

/**
 * Applies migrations/NNN_name.sql in order, each once, recording them in schema_migrations.
 * Answers the names it applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationNames(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/**
 * The migrations of `dir` that the database has not applied yet (all of them before the first
 * migration); read-only, for the readiness probe and for a server that does not migrate at start.
 */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationNames(dir);
  const [table] = await db.query<{ exists: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS exists");
  if (!table?.exists) return files;
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  return files.filter((name) => !done.has(name));
}
