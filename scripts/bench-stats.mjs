#!/usr/bin/env node
// Statistics figures (issue 15), run at the end of `npm run bench` or alone: `node scripts/bench-stats.mjs`.
// The running totals (send_stats, send_failure_stats) that 1,000,000 messages of 5 teams over 31 days
// leave (every hour, SMS/LMS/MMS, RCS, alimtalk and brand messages, several templates, a few failure
// reasons), written straight into a fresh embedded database made with the server's migrations and demo
// seed; then GET /api/stats/sms (DAY, 31 days, every team of a master) 200 times through the Fastify
// app (inject): p50/p95 against the goal p95 <= 50 ms.
//
// The script runs itself again under tsx in server/ (it needs the server's TypeScript modules).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MESSAGES = Number(process.env.BENCH_STATS_MESSAGES ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_STATS_QUERIES ?? 200);
const DAYS = 31;
const GOAL_P95_MS = 50;

if (process.env.BENCH_STATS_CHILD !== '1') {
  const { root } = await import('./ensure-pnpm.mjs');
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: join(root, 'server'),
    env: { ...process.env, BENCH_STATS_CHILD: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
} else {
  await bench();
}

async function bench() {
  const server = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'server');
  const { createTestApp, loginAs } = await import(join(server, 'test-support', 'test-app.ts'));
  const { upkeepTables } = await import(join(server, 'src', 'jobs', 'database-upkeep.ts'));
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const isoDay = (ms) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);

  const t = await createTestApp({}, { onDisk: process.env.BENCH_IN_MEMORY !== '1' });
  try {
    const db = t.app.db;
    const filled = performance.now();
    // Two more teams in 한빛커머스 (teams 1-3 come with the demo): five teams its master sees.
    const [{ biz_seq: bizSeq }] = await db.query('SELECT biz_seq FROM teams WHERE team_seq = 1');
    await db.query(
      `INSERT INTO teams (biz_seq, name, status) VALUES ($1, '벤치 영업팀', 'ACTIVE'), ($1, '벤치 물류팀', 'ACTIVE')`,
      [bizSeq],
    );
    const teams = (await db.query('SELECT team_seq FROM teams WHERE biz_seq = $1 ORDER BY team_seq', [bizSeq])).map(
      (row) => row.team_seq,
    );
    // channel, type, template: what the pipeline keeps per hour (Kakao and RCS by template).
    const kinds = [
      ['SMS', 'SMS', 0],
      ['SMS', 'LMS', 0],
      ['SMS', 'MMS', 0],
      ['RCS', 'SMS', 0],
      ['RCS', 'LMS', 0],
      ...[1, 2, 3, 4, 5].map((template) => ['ALIMTALK', 'SMS', template]),
      ...[6, 7, 8].map((template) => ['BRAND_MESSAGE', 'SMS', template]),
    ];
    const hours = DAYS * 24;
    const rows = teams.length * hours * kinds.length;
    const per = Math.floor(MESSAGES / rows);
    const extra = MESSAGES - per * rows;
    // Every (team, hour, kind): `per` messages (the first `extra` rows one more): 90% delivered,
    // 6% failed, 4% fell back; failures split over three reasons per channel.
    await db.query(
      `INSERT INTO send_stats (team_seq, hour, channel, type, template_seq, sender_profile_seq, requested, delivered, failed, fallback, cost_krw)
       SELECT team_seq, hour, channel, type, template_seq, 0, n, n - f - b, f, b, (n - f - b) * 9
         FROM (
           SELECT t.team_seq, date_trunc('hour', now()) - make_interval(hours => h) AS hour, k.channel, k.type, k.template_seq,
                  $5::int + CASE WHEN row_number() OVER () <= $6 THEN 1 ELSE 0 END AS n
             FROM unnest($1::int[]) AS t(team_seq), generate_series(1, $2::int) AS h,
                  unnest($3::text[], $4::text[], $7::int[]) AS k(channel, type, template_seq)
         ) g, LATERAL (SELECT (n * 6) / 100 AS f, (n * 4) / 100 AS b) s
       -- The demo's own history of teams 1 and 2 shares some keys: add to it.
       ON CONFLICT (team_seq, channel, hour, type, template_seq, sender_profile_seq) DO UPDATE SET
         requested = send_stats.requested + EXCLUDED.requested, delivered = send_stats.delivered + EXCLUDED.delivered,
         failed = send_stats.failed + EXCLUDED.failed, fallback = send_stats.fallback + EXCLUDED.fallback,
         cost_krw = send_stats.cost_krw + EXCLUDED.cost_krw`,
      [teams, hours, kinds.map((k) => k[0]), kinds.map((k) => k[1]), per, extra, kinds.map((k) => k[2])],
    );
    await db.query(
      `INSERT INTO send_failure_stats (team_seq, hour, channel, template_seq, sender_profile_seq, code, reason, failed)
       SELECT t.team_seq, date_trunc('hour', now()) - make_interval(hours => h), c.channel, 0, 0, r.code, r.reason, 1 + (h % 3)
         FROM unnest($1::int[]) AS t(team_seq), generate_series(1, $2::int) AS h,
              unnest(ARRAY['SMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE']) AS c(channel),
              unnest(ARRAY['3001', '3002', '3019', '4000'], ARRAY['결번', '수신 거부', '카카오톡 사용자가 아니에요', '단말기 응답 없음']) AS r(code, reason)
       ON CONFLICT (team_seq, channel, hour, template_seq, sender_profile_seq, code, reason)
       DO UPDATE SET failed = send_failure_stats.failed + EXCLUDED.failed`,
      [teams, hours],
    );
    await upkeepTables(db);
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM send_stats WHERE team_seq = ANY($1::int[])',
      [teams],
    );
    console.log(
      `[bench] stats: ${MESSAGES.toLocaleString('en')} messages of ${teams.length} teams over ${DAYS} days added to the demo's history: ${count.toLocaleString('en')} send_stats rows of these teams, made in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );

    const { headers } = await loginAs(t.app, 'hanbit_master');
    const to = isoDay(Date.now());
    const from = isoDay(Date.now() - (DAYS - 1) * 86_400_000);
    const url = `/api/stats/sms?unit=DAY&from=${from}&to=${to}`;
    const timings = [];
    for (let i = 0; i < QUERIES + 10; i += 1) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i === 0) {
        const report = response.json().resultData;
        console.log(
          `[bench] stats: ${url} -> ${report.series.length} days, ${report.byTeam.length} teams, ${report.totals.requested.toLocaleString('en')} SMS/LMS/MMS requested`,
        );
      }
      if (i >= 10) timings.push(ms); // the first ten warm the caches
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    console.log(
      `[bench] stats: GET /api/stats/sms (DAY, ${DAYS} days, all teams) over ${QUERIES} requests: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p95 <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await t.close();
  }
}
