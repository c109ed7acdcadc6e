/** Rows per chunk of a streamed export: small enough to keep memory flat, large enough to stay fast. */
export const EXPORT_CHUNK_ROWS = 5_000;

/**
 * A listing read in chunks by keyset: `fetchAfter(last, limit)` answers the rows after `last` (the
 * previous chunk's last row, null at first) in the listing's order. Stops at `maxRows` or at a short
 * chunk; an export then holds one chunk in memory, and no chunk rescans the rows before it (OFFSET would).
 */
export async function* selectChunks<Row>(
  fetchAfter: (last: Row | null, limit: number) => Promise<Row[]>,
  maxRows: number,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<Row[]> {
  let last: Row | null = null;
  for (let read = 0; read < maxRows;) {
    const limit = Math.min(chunkRows, maxRows - read);
    const rows = await fetchAfter(last, limit);
    if (rows.length > 0) yield rows;
    read += rows.length;
    if (rows.length < limit) return;
    last = rows[rows.length - 1]!;
  }
}
