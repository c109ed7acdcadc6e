import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export type PGliteDatabase = Database & { dump(): Promise<Blob> };

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * PGlite runs on the main thread and answers without giving the event loop a turn, so a chain of
 * statements (a request's reads, a batch of jobs) kept every other request waiting, its bytes unread,
 * until the whole chain was done. A statement or transaction outside a transaction first lets the loop
 * turn: requests that arrived meanwhile are read and take their place in line. Inside a transaction
 * (`turns` false) statements follow each other at once, as the transaction holds the database.
 */
const wrap = (db: PGliteLike, turns: boolean): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => {
    if (turns) await nextTurn();
    return (await db.query<T>(sql, params)).rows;
  },
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
    ...wrap(db, true),
    transaction: async (work) => {
      await nextTurn();
      return db.transaction((tx) => work(wrap(tx, false)));
    },
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
