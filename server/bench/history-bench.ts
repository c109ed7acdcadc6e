/**
 * History figures for `npm run bench` (run by scripts/bench-history.mjs), on the embedded PGlite on disk as the server keeps it (BENCH_IN_MEMORY=1: in memory):
 * (a) the flat history page (GET /api/team/messages: app.sendRequests.history, count and page) over
 *     1,000,000 messages of one team spread over the 6 months kept, 200 random 1-31 day ranges, filters
 *     and pages: p50/p95 (goal p95 <= 20 ms);
 * (b) the CSV of a 100,000-message request streamed through the real export route on a listening
 *     server: time, size and RSS sampled every 10 ms (memory stays flat: rows go out in chunks).
 */
import { HISTORY_MAX_RANGE_DAYS } from '@console/contracts/message-limits';
import type { MessageStatus } from '@console/contracts/send-requests';
import { upkeepTables } from '../src/jobs/database-upkeep';
import { createTestApp, loginAs } from '../test-support/test-app';

const MESSAGES = Number(process.env.BENCH_HISTORY_MESSAGES ?? 1_000_000);
const PER_REQUEST = 500;
const KEPT_DAYS = 183;
const QUERIES = Number(process.env.BENCH_HISTORY_QUERIES ?? 200);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A repeatable random sequence, so runs before and after an index change ask the same pages. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

const t = await createTestApp({ carrierReportDelaySeconds: 0 }, { onDisk: process.env.BENCH_IN_MEMORY !== '1' });
try {
  const db = t.app.db;
  // (a) Requests newest last (seq follows time, as when sent), each with its messages: mostly delivered SMS.
  const filled = performance.now();
  const requests = Math.ceil(MESSAGES / PER_REQUEST);
  await db.query(
    `INSERT INTO send_requests (team_seq, status, body, sender_number, created_at, total_count, sms_count, lms_count, delivered_count, failed_count, cost_krw)
     SELECT 1, 'DONE', '벤치 발송 ' || g, '0212345678', now() - make_interval(secs => ($1::int - g) * ($2::float8 / $1)), $3, $3 * 3 / 4, $3 / 4, $3 * 9 / 10, $3 / 10, 0
     FROM generate_series(1, $1::int) AS g`,
    [requests, KEPT_DAYS * 86_400, PER_REQUEST],
  );
  await db.query(
    `INSERT INTO messages (request_seq, team_seq, phone, type, text, bytes, status, result_code, result_reason, cost_krw, sent_at, reported_at, created_at)
     SELECT r.seq, 1, '010' || lpad(((r.seq * 7919 + i * 104729) % 100000000)::text, 8, '0'),
       CASE WHEN i % 4 = 0 THEN 'LMS' ELSE 'SMS' END, NULL, 20,
       CASE WHEN i % 10 = 0 THEN 'FAILED' ELSE 'DELIVERED' END,
       CASE WHEN i % 10 = 0 THEN '3001' ELSE '0000' END, CASE WHEN i % 10 = 0 THEN '결번' END,
       CASE WHEN i % 10 = 0 THEN 0 WHEN i % 4 = 0 THEN 40 ELSE 13 END, r.created_at, r.created_at, r.created_at
     FROM (SELECT seq, created_at FROM send_requests WHERE body LIKE '벤치 발송 %') r, generate_series(1, $1::int) AS i
     -- Each request's messages side by side, as an accepted request writes them (not scattered over the table).
     ORDER BY r.seq, i`,
    [PER_REQUEST],
  );
  // The history's number search, as each request's phone-index job writes it (sending/phone-index-job.ts).
  await db.query(
    `INSERT INTO message_phone_tails (team_seq, tail, message_seq) SELECT team_seq, right(phone, 4)::smallint, seq FROM messages ORDER BY 1, 2, 3`,
  );
  await db.query(
    `UPDATE send_requests SET phones_pending = false, phones_indexed_through = (SELECT max(seq) FROM messages WHERE request_seq = send_requests.seq)`,
  );
  // What the server's upkeep job (jobs/database-upkeep.ts) does within 5 minutes of such a load.
  await upkeepTables(db);
  const count = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM messages'))[0]!.count;
  console.log(
    `[bench] history: ${count.toLocaleString('en')} messages in ${requests.toLocaleString('en')} requests of team 1 over ${KEPT_DAYS} days, made in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );

  const next = random(20261121);
  const day = 86_400_000;
  const statuses: MessageStatus[] = ['DELIVERED', 'FAILED'];
  const kinds = ['none', 'none', 'status', 'type', 'phone', 'status+type'] as const;
  const timings: Record<string, number[]> = {};
  for (let i = 0; i < QUERIES + 10; i += 1) {
    const days = 1 + Math.floor(next() * HISTORY_MAX_RANGE_DAYS);
    const to = new Date(Date.now() - Math.floor(next() * (KEPT_DAYS - days)) * day);
    const kind = kinds[Math.floor(next() * kinds.length)]!;
    const filter = {
      from: new Date(to.getTime() - days * day),
      to,
      ...(kind.includes('status') ? { status: statuses[Math.floor(next() * 2)] } : {}),
      ...(kind.includes('type') ? { type: next() < 0.5 ? ('SMS' as const) : ('LMS' as const) } : {}),
      ...(kind === 'phone' ? { phone: String(Math.floor(next() * 10_000)).padStart(4, '0') } : {}),
    };
    const page = next() < 0.7 ? 1 : 1 + Math.floor(next() * 50);
    const started = performance.now();
    await t.app.sendRequests.history(1, filter, { limit: 20, offset: (page - 1) * 20 });
    if (i >= 10) (timings[kind] ??= []).push(performance.now() - started); // the first 10 warm the cache
  }
  const all = Object.values(timings)
    .flat()
    .sort((a, b) => a - b);
  const byKind = Object.entries(timings)
    .map(
      ([kind, ms]) =>
        `${kind} ${percentile(
          ms.sort((a, b) => a - b),
          95,
        ).toFixed(1)}`,
    )
    .join(', ');
  console.log(
    `[bench] history page (count + page of 20) over ${count.toLocaleString('en')} messages, ${all.length} random 1-${HISTORY_MAX_RANGE_DAYS} day ranges: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (goal <= 20 ms), max ${all.at(-1)!.toFixed(1)} ms; p95 by filter: ${byKind} ms`,
  );

  // (b) Requests of EXPORT_ROWS and of a fifth of it, each exported over HTTP and read as it arrives: a
  // flat memory shows as the same RSS rise for both.
  const { headers } = await loginAs(t.app, 'hanbit_user');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const rows of [Math.round(EXPORT_ROWS / 5), EXPORT_ROWS]) {
    const [created] = await db.query<{ seq: number }>(
      `INSERT INTO send_requests (team_seq, status, body, sender_number, total_count, sms_count, delivered_count) VALUES (1, 'DONE', '#{name}님, 주문하신 상품이 출발했어요.', '0212345678', $1, $1, $1) RETURNING seq`,
      [rows],
    );
    await db.query(
      `INSERT INTO messages (request_seq, team_seq, phone, type, text, bytes, status, result_code, cost_krw, sent_at, reported_at)
       SELECT $1, 1, '0102' || lpad(i::text, 7, '0'), 'SMS', '고객' || i || '님, 주문하신 상품이 출발했어요.', 40, 'DELIVERED', '0000', 13, now(), now()
       FROM generate_series(1, $2::int) AS i`,
      [created!.seq, rows],
    );
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const response = await fetch(`${address}/api/team/send-requests/${created!.seq}/messages/export`, {
      headers: { ...headers, 'curr-team-seq': '1' },
    });
    if (response.status !== 200 || !response.body) throw new Error(`export refused: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    for await (const piece of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (piece as Uint8Array).length;
      for (const byte of piece as Uint8Array) if (byte === 10) lines += 1;
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (lines !== rows + 1) throw new Error(`export held ${lines - 1} rows, not ${rows}`);
    console.log(
      `[bench] export of a ${rows.toLocaleString('en')}-message request as CSV over HTTP (streamed in chunks): ${(ms / 1000).toFixed(2)} s, first bytes after ${firstByteMs.toFixed(0)} ms, ${mb(bytes)}; RSS ${mb(before)} before, peak +${mb(peak - before)}`,
    );
  }
} finally {
  await t.close();
}
