import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSeededDatabase } from '../../test-support/seeded-database';
import type { Database } from '../db/database';
import { EXPORT_CHUNK_ROWS } from '../db/select-chunks';
import { createSendRequestsRepository } from './send-requests-repository';

let db: Database;
const ROWS = EXPORT_CHUNK_ROWS + 120;
const range = { from: new Date('2026-02-01T00:00:00Z'), to: new Date('2026-03-01T00:00:00Z') };

before(async () => {
  db = await openSeededDatabase();
  // Requests of every state in February 2026, three at a time on one instant (the chunk boundary falls
  // inside such a group), with microseconds a Date cuts, and text a CSV cell must quote.
  await db.query(
    `INSERT INTO send_requests (team_seq, created_by, creator_name, status, body, subject, sender_number, advertising,
       forced_type, reserve_at, started_at, completed_at, created_at, total_count, duplicate_count, sms_count, lms_count,
       delivered_count, failed_count, opted_out_count, cancelled_count, cost_krw, template_label)
     SELECT 1, NULL, CASE WHEN g % 7 = 0 THEN NULL ELSE '김한빛' END,
       (ARRAY['RESERVED', 'SENDING', 'DONE', 'CANCELLED', 'FAILED'])[g % 5 + 1],
       E'안내 "' || g || E'", 쉼표\\n줄바꿈', CASE WHEN g % 3 = 0 THEN '=제목 ' || g END, '0212345678', g % 4 = 0,
       CASE WHEN g % 6 = 0 THEN 'LMS' END,
       CASE WHEN g % 5 = 0 THEN timestamptz '2026-03-05 10:00:00.999999+09' + g * interval '1 minute' END,
       CASE WHEN g % 5 >= 1 THEN timestamptz '2026-02-01 00:00:00.0005+00' + g * interval '7.000123 minute' END,
       CASE WHEN g % 5 >= 2 THEN timestamptz '2026-02-01 00:00:01.123456+00' + g * interval '7.000123 minute' END,
       timestamptz '2026-02-01 00:00:00.654321+00' + (g / 3) * interval '1.000001 minute',
       g % 50 + 1, g % 2, g % 50 + 1, g % 3, g % 40, g % 5, g % 2, g % 3, g * 13, CASE WHEN g % 9 = 0 THEN '주문 안내' END
     FROM generate_series(1, $1) g`,
    [ROWS],
  );
});
after(() => db.close());

const collect = async (chunks: AsyncIterable<unknown[]>) => {
  const read: unknown[][] = [];
  for await (const chunk of chunks) read.push(chunk);
  return read;
};

test('the export reads every request of the list, in its order, over several chunks, field for field', async () => {
  const requests = createSendRequestsRepository(db);
  const chunks = await collect(requests.listChunks(1, range, 100_000));
  assert.deepEqual(
    chunks.map((chunk) => chunk.length),
    [EXPORT_CHUNK_ROWS, ROWS - EXPORT_CHUNK_ROWS],
  );
  const { items } = await requests.list(1, range, { limit: ROWS + 1, offset: 0 });
  assert.equal(items.length, ROWS);
  assert.deepEqual(chunks.flat(), items);
});

test("the export takes the list's status filter and stops at its row cap", async () => {
  const requests = createSendRequestsRepository(db);
  const done = (await collect(requests.listChunks(1, { ...range, status: 'DONE' }, 100_000))).flat();
  assert.deepEqual(done, (await requests.list(1, { ...range, status: 'DONE' }, { limit: ROWS, offset: 0 })).items);
  const capped = (await collect(requests.listChunks(1, range, 10))).flat();
  assert.deepEqual(capped, (await requests.list(1, range, { limit: 10, offset: 0 })).items);
});
