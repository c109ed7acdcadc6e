import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export type PGliteDatabase = Database & { dump(): Promise<Blob> };

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const wrap = (db: PGliteLike): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
  exec: async (sql: string) => {
    await db.exec(sql);
  },
});

/**
 * Embedded PostgreSQL. Without a data dir it lives in memory (tests); `fromDump` starts it from a
 * dumpDataDir() tarball, which skips initdb (seconds) for a fraction of a second.
 */
export async function openPGlite(dataDir?: string, fromDump?: Blob): Promise<PGliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(fromDump ? { loadDataDir: fromDump } : {}) });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    // One process: notifications come back on the same (only) connection right when a transaction commits.
    listen: async (channel, onNotify) => {
      const stop = await db.listen(channel, onNotify);
      return () => stop();
    },
    // Uncompressed: loading skips the gunzip, which is most of the load time.
    dump: async () => db.dumpDataDir('none'),
  };
}
