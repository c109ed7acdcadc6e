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
    async listen(channel, onNotify, onLost) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const client = new pg.Client({ connectionString });
      let stopped = false;
      let lost = false;
      const lose = (error: unknown) => {
        if (stopped || lost) return;
        lost = true;
        onLost?.(error);
        client.end().catch(() => undefined);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', () => lose(new Error('listening connection ended')));
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        stopped = true;
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}
