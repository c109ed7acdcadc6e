import type { Database } from '../db/database';
import { bookJob } from './book-job';

export const DATABASE_UPKEEP = 'database.upkeep';
const EVERY_SECONDS = 5 * 60;

/**
 * The embedded PGlite has no autovacuum: without this, every updated message (two updates each)
 * would leave dead rows and index entries behind for good, indexes would only grow, the planner's
 * statistics would age and no page would ever be marked all-visible (no index-only scans). So the
 * server does what autovacuum does, with its default thresholds, table by table (each statement
 * lets waiting requests in between): VACUUM (ANALYZE) where enough rows died or were added, ANALYZE
 * where enough changed. PostgreSQL (DATABASE_URL) runs its own autovacuum: the job is booked on
 * PGlite only.
 */
export async function upkeepTables(db: Database): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // This connection's own counts reach the statistics once it is idle (at most a second late): now.
  await db.query('SELECT pg_stat_force_next_flush()');
  const tables = await db.query<{ name: string; vacuum: boolean; analyze: boolean }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name,
       (n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) AS vacuum,
       n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze
     FROM pg_stat_user_tables ORDER BY relname`,
  );
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const table of tables) {
    if (table.vacuum) {
      await db.exec(`VACUUM (ANALYZE) ${table.name}`);
      vacuumed.push(table.name);
    } else if (table.analyze) {
      await db.exec(`ANALYZE ${table.name}`);
      analyzed.push(table.name);
    }
  }
  return { vacuumed, analyzed };
}

/** Every 5 minutes: the upkeep, then its own next run (a recurring job kept in the jobs table). */
export const databaseUpkeepHandler = (db: Database) => async () => {
  await upkeepTables(db);
  await bookJob(db, DATABASE_UPKEEP, {}, { afterSeconds: EVERY_SECONDS, unless: 'queued' });
};
