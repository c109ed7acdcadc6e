import { readConfig } from '../config';
import { migrate } from './migrate';
import { openPGlite } from './pglite-database';
import { openPostgres } from './postgres-database';

/**
 * `node --import tsx src/db/migrate-cli.ts` (the Kubernetes migration Job, compose's migrate service):
 * applies the pending migrations to DATABASE_URL (or the PGlite of DATA_DIR) and exits 0, or prints
 * the error and exits 1. Safe beside running servers: migrate() holds an advisory lock.
 */
const config = readConfig();
const db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPGlite(config.dataDir);
try {
  const applied = await migrate(db);
  console.log(
    applied.length > 0
      ? `[migrate] applied ${applied.length}: ${applied.join(', ')}`
      : '[migrate] nothing to apply: every migration is applied',
  );
} catch (error) {
  console.error('[migrate] failed:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
