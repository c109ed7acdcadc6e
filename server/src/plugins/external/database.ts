import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { migrate, pendingMigrations } from '../../db/migrate';
import { openPGlite } from '../../db/pglite-database';
import { openPostgres } from '../../db/postgres-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database opened by the caller (tests: in-memory PGlite); the app closes it on close. */
  database?: Database;
  databaseUrl?: string;
  dataDir: string;
  /** false (MIGRATE_ON_START=0): do not migrate, wait until the migration Job has applied every migration. */
  migrate?: boolean;
}

// Within Fastify's plugin timeout (build-app.ts): a Job that takes longer fails the start, and the
// orchestrator starts the process again.
const WAIT_FOR_MIGRATIONS_MS = 90_000;
const WAIT_STEP_MS = 2_000;

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; migrated before anything uses it. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const db =
      options.database ?? (options.databaseUrl ? openPostgres(options.databaseUrl) : await openPGlite(options.dataDir));
    app.addHook('onClose', () => db.close());
    if (options.migrate === false) {
      const started = Date.now();
      for (;;) {
        const pending = await pendingMigrations(db);
        if (pending.length === 0) break;
        if (Date.now() - started > WAIT_FOR_MIGRATIONS_MS)
          throw new Error(`migrations not applied (MIGRATE_ON_START=0): ${pending.join(', ')}`);
        app.log.info({ pending: pending.length }, 'waiting for the migration job');
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    } else {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied, database: db.kind }, 'database migrated');
    }
    app.decorate('db', db);
  },
  { name: 'database' },
);
