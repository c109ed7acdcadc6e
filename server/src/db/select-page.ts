import type { Queryable } from './database';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The column of the page query that carries the listing's total (dropped from the rows returned). */
const TOTAL = 'page_total__';

/**
 * One page of a listing and the total of the whole listing: `FROM ... WHERE ...` is given once and
 * used for both. Its parameters are $1..$n; LIMIT and OFFSET are appended after them.
 *
 * One statement answers both (the count is an uncorrelated subquery, run once): each statement is a
 * round trip through the embedded database's protocol (parse, describe, bind, execute, sync), which
 * was most of a list request's time. Only a page past the end (no row to carry the total) asks for
 * the count on its own.
 */
export async function selectPage<Row>(
  db: Queryable,
  query: { columns: string; from: string; orderBy: string; params: unknown[] },
  window: PageWindow,
): Promise<{ rows: Row[]; total: number }> {
  const n = query.params.length;
  const found = await db.query<Row & { [TOTAL]: number }>(
    `SELECT ${query.columns}, (SELECT count(*)::int ${query.from}) AS ${TOTAL} ${query.from}
     ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...query.params, window.limit, window.offset],
  );
  if (found.length > 0) {
    const total = found[0]![TOTAL];
    const rows = found.map(({ [TOTAL]: _, ...row }) => row as Row);
    return { rows, total };
  }
  if (window.offset === 0) return { rows: [], total: 0 };
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${query.from}`, query.params);
  return { rows: [], total: count?.total ?? 0 };
}
