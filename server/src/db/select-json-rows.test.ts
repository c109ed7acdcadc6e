import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSeededDatabase } from '../../test-support/seeded-database';
import type { Database } from './database';
import { isoInstant, selectJsonRows } from './select-json-rows';

let db: Database;
before(async () => {
  db = await openSeededDatabase();
  await db.exec(`CREATE TABLE json_read_probe (seq int PRIMARY KEY, at timestamptz, note text, flag boolean, n int)`);
  // Instants whose microseconds a Date cuts (.999999, .0005), other offsets, and text JSON must escape.
  await db.query(
    `INSERT INTO json_read_probe VALUES
       (1, '2026-01-01 00:00:00.999999+00', 'plain', true, 0),
       (2, '2026-01-01 09:00:00.0005+09', '"quoted", comma', false, -7),
       (3, '1999-12-31 23:59:59.123456-05', E'line\\nbreak\\ttab \\\\ back', NULL, 2147483647),
       (4, NULL, '이모지 😀 한글', true, NULL),
       (5, '2026-06-30 23:59:59+00', NULL, false, 1)`,
  );
  // More rows than one read, inserted out of order.
  await db.query(
    `INSERT INTO json_read_probe SELECT g, timestamptz '2026-03-01 00:00:00+00' + g * interval '1.000001 second', 'row ' || g, g % 2 = 0, g
       FROM generate_series(100, 400) g ORDER BY random()`,
  );
});
after(() => db.close());

const columns = `seq, ${isoInstant('at')} AS at, note, flag, n`;
const rowsOf = async (where: string, orderBy: string, limit: number) =>
  (
    await db.query<{ seq: number; at: Date | null; note: string | null; flag: boolean | null; n: number | null }>(
      `SELECT seq, at, note, flag, n FROM json_read_probe ${where} ORDER BY ${orderBy} LIMIT $1`,
      [limit],
    )
  ).map((row) => ({ ...row, at: row.at?.toISOString() ?? null }));

test('a JSON read answers what a row read answers, instants as toISOString() writes them', async () => {
  const json = await selectJsonRows(
    db,
    { columns, from: 'FROM json_read_probe WHERE seq < 100', orderBy: 'seq', params: [] },
    10,
  );
  assert.deepEqual(json, await rowsOf('WHERE seq < 100', 'seq', 10));
  assert.equal((json[0] as { at: string }).at, '2026-01-01T00:00:00.999Z');
});

test('the rows come in the order asked for, cut at the limit, with parameters before it', async () => {
  const json = await selectJsonRows<{ seq: number }>(
    db,
    { columns, from: 'FROM json_read_probe WHERE seq >= $1', orderBy: 'n DESC', params: [100] },
    250,
  );
  assert.deepEqual(
    json.map((row) => row.seq),
    (await rowsOf('WHERE seq >= 100', 'n DESC', 250)).map((row) => row.seq),
  );
  assert.equal(json.length, 250);
  assert.deepEqual(
    await selectJsonRows(db, { columns, from: 'FROM json_read_probe WHERE seq < 0', orderBy: 'seq', params: [] }, 5),
    [],
  );
});
