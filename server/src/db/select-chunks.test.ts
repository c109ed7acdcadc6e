import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectChunks } from './select-chunks';

const rows = Array.from({ length: 12 }, (_, i) => ({ seq: 100 - i }));
/** A listing newest first, read after the previous chunk's last seq, recording each call. */
const listing =
  (calls: { after: number | null; limit: number }[]) => async (last: { seq: number } | null, limit: number) => {
    calls.push({ after: last?.seq ?? null, limit });
    return rows.filter((r) => last === null || r.seq < last.seq).slice(0, limit);
  };
const collect = async (chunks: AsyncIterable<{ seq: number }[]>) => {
  const out: number[][] = [];
  for await (const chunk of chunks) out.push(chunk.map((r) => r.seq));
  return out;
};

test('chunks follow each other by key, each row once, and stop at a short chunk', async () => {
  const calls: { after: number | null; limit: number }[] = [];
  const chunks = await collect(selectChunks(listing(calls), 1000, 5));
  assert.deepEqual(
    chunks.map((c) => c.length),
    [5, 5, 2],
  );
  assert.deepEqual(
    chunks.flat(),
    rows.map((r) => r.seq),
  );
  assert.deepEqual(calls, [
    { after: null, limit: 5 },
    { after: 96, limit: 5 },
    { after: 91, limit: 5 },
  ]);
});

test('the row cap ends the listing, the last chunk cut to it; an exact fit asks once more only below the cap', async () => {
  const calls: { after: number | null; limit: number }[] = [];
  assert.deepEqual(
    (await collect(selectChunks(listing(calls), 7, 5))).map((c) => c.length),
    [5, 2],
  );
  assert.deepEqual(
    calls.map((c) => c.limit),
    [5, 2],
  );
  assert.deepEqual(await collect(selectChunks(listing([]), 1000, 6)), [
    rows.slice(0, 6).map((r) => r.seq),
    rows.slice(6).map((r) => r.seq),
  ]);
});
