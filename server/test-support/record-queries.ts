import type { Database } from '../src/db/database';

/**
 * Records every statement `db.query` runs from now on, for tests that prove a hot path asks the
 * database nothing (the auth cache, the team read cache). `stop()` puts the real query back.
 */
export function recordQueries(db: Database): { queries: string[]; stop(): void } {
  const queries: string[] = [];
  const original = db.query;
  const bound = original.bind(db);
  db.query = (async (sql: string, params?: unknown[]) => {
    queries.push(sql);
    return bound(sql, params);
  }) as typeof db.query;
  return {
    queries,
    stop: () => {
      db.query = original;
    },
  };
}
