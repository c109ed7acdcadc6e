import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
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
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; migrated before anything uses it. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const db =
      options.database ?? (options.databaseUrl ? openPostgres(options.databaseUrl) : await openPGlite(options.dataDir));
    app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied, database: db.kind }, 'database migrated');
    app.decorate('db', db);
  },
  { name: 'database' },
);
