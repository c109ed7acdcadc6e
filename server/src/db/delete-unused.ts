import type { Database, Queryable } from './database';

/** Rows deleted per transaction (MMS images are up to 300 KB, RCS images up to 1 MB). */
const BATCH = 200;

/** What to delete: rows of `table` older than the retention for which `unused` (SQL on alias `i`) holds. */
export interface UnusedRows {
  table: string;
  key: string;
  createdAt: string;
  /** A condition on `i` that is true while nothing refers to the row. */
  unused: string;
}

/**
 * One batch: lock old candidates (skipping rows a writing transaction holds), then delete those that
 * are still unused in a second statement, whose snapshot is taken once the locks are held. A writer
 * that referred to a row and committed before the lock is seen by it; one that comes after waits for
 * this transaction and then finds the row gone (its own check answers in Korean). Writers take that
 * lock through a foreign key or explicitly (FOR KEY SHARE).
 */
async function deleteBatch(tx: Queryable, rows: UnusedRows, retentionHours: number) {
  const candidates = await tx.query<{ id: number }>(
    `SELECT i.${rows.key} AS id FROM ${rows.table} i
      WHERE i.${rows.createdAt} < now() - make_interval(hours => $1) AND ${rows.unused}
      ORDER BY i.${rows.key} LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [retentionHours, BATCH],
  );
  if (candidates.length === 0) return { locked: 0, deleted: 0 };
  const deleted = await tx.query(
    `DELETE FROM ${rows.table} i WHERE i.${rows.key} = ANY($1::int[]) AND ${rows.unused} RETURNING i.${rows.key}`,
    [candidates.map((c) => c.id)],
  );
  return { locked: candidates.length, deleted: deleted.length };
}

/** Deletes, batch by batch, the rows older than `retentionHours` that nothing uses; answers how many went. */
export async function deleteUnusedRows(db: Database, rows: UnusedRows, retentionHours: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction((tx) => deleteBatch(tx, rows, retentionHours));
    deleted += batch.deleted;
    if (batch.locked < BATCH) return deleted;
  }
}
