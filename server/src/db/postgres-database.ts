import pg from 'pg';
import type { Database, Queryable } from './database';

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) =>
    (await client.query(sql, params as unknown[] | undefined)).rows as T[],
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

/** PostgreSQL through a pool; used when DATABASE_URL is set (several server processes share it). */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
