import type { Queryable } from './database';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a listing and the total of the whole listing: `FROM ... WHERE ...` is given once and
 * used for both. Its parameters are $1..$n; LIMIT and OFFSET are appended after them.
 */
export async function selectPage<Row>(
  db: Queryable,
  query: { columns: string; from: string; orderBy: string; params: unknown[] },
  window: PageWindow,
): Promise<{ rows: Row[]; total: number }> {
  const n = query.params.length;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${query.from}`, query.params);
  const rows = await db.query<Row>(
    `SELECT ${query.columns} ${query.from} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...query.params, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
