/**
 * Scale-out on PostgreSQL (issue 17, point 7): two server processes (`node --import tsx src/server.ts`,
 * each with its job worker) on one throwaway PostgreSQL, one send to 100,000 recipients through the
 * API, and the process that is handing the messages to the carrier killed with SIGKILL in the middle.
 * The survivor finishes; SQL then shows every message handed to the carrier simulator exactly once:
 * covered by exactly one of the simulator's report bookings (what a hand-over leaves behind, in the same
 * transaction) and counted once in the hand-over statistics and the charges. Run by `npm test` in the
 * PostgreSQL step, or alone: `node --import tsx --test test/scale-out.test.ts` (about 1-2 minutes).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import pg from 'pg';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/ensure-postgres.mjs';
import { DEMO_PASSWORD } from '../src/demo/demo-logins';

const RECIPIENTS = Number(process.env.SCALE_OUT_RECIPIENTS ?? 100_000);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const NAMES = ['scale-out-a', 'scale-out-b'] as const;

let cluster: ThrowawayPostgres | undefined;
let dir: string | undefined;
const servers = new Map<string, { child: ChildProcess; base: string }>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

after(async () => {
  for (const { child } of servers.values()) if (child.exitCode === null && child.signalCode === null) child.kill();
  await sleep(500);
  for (const { child } of servers.values())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await cluster?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** One server process; its connections carry its name (application_name), so SQL can tell them apart. */
async function startServer(name: string, databaseUrl: string) {
  const port = await freePort();
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url.href,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      CARRIER_REPORT_DELAY_SECONDS: '1',
      CONSOLE_DIST_DIR: path.join(dir!, 'dist'),
    },
  });
  servers.set(name, { child, base: `http://127.0.0.1:${port}` });
}

async function waitUntilServing(base: string) {
  for (let i = 0; i < 240; i += 1) {
    const status = await fetch(`${base}/api/_auth/session`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status > 0 && status < 500) return;
    await sleep(500);
  }
  throw new Error(`${base} did not start`);
}

test(
  'two processes, 100,000 recipients, one killed mid-delivery: none lost, none sent twice',
  { timeout: 300_000 },
  async () => {
    const started = performance.now();
    cluster = await startThrowawayPostgres({ durable: false, database: 'scale_out' });
    dir = await mkdtemp(path.join(tmpdir(), 'console-scale-out-'));
    const sql = new pg.Client({ connectionString: cluster.url });
    await sql.connect();
    try {
      // Both start together on the empty database: one migrates and seeds, the other waits for it.
      for (const name of NAMES) await startServer(name, cluster.url);
      await Promise.all([...servers.values()].map((s) => waitUntilServing(s.base)));
      const [a, b] = NAMES.map((name) => servers.get(name)!);
      const startMs = performance.now() - started;

      const login = await fetch(`${a!.base}/api/auth/login`, {
        method: 'POST',
        headers: { ajax: 'true', 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'hanbit_user', password: DEMO_PASSWORD }),
      });
      assert.equal(login.status, 200);
      const cookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith('console_session='))!
        .split(';')[0]!;
      // The session is in the database: the other process knows it.
      const onB = await fetch(`${b!.base}/api/_auth/session`, { headers: { cookie } });
      assert.equal(onB.status, 200);
      const token = ((await onB.json()) as { resultData: { accessToken: { token: string } } }).resultData.accessToken
        .token;

      const [before] = (
        await sql.query<{ requested: number }>(
          'SELECT coalesce(sum(requested), 0)::int AS requested FROM send_stats WHERE team_seq = 1',
        )
      ).rows;
      const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
        phone: `010${String(20_000_000 + i).padStart(8, '0')}`,
        variables: { name: `고객${i}` },
      }));
      const acceptStarted = performance.now();
      const accepted = await fetch(`${a!.base}/api/team/send-requests`, {
        method: 'POST',
        headers: {
          ajax: 'true',
          cookie,
          authorization: `Bearer ${token}`,
          'curr-team-seq': '1',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          recipients,
          body: '#{name}님, 주문하신 상품이 출발했어요.',
          senderNumber: '0212345678',
        }),
      });
      const acceptMs = performance.now() - acceptStarted;
      const answer = (await accepted.json()) as { resultData: { seq: number; acceptedCount: number } };
      assert.equal(accepted.status, 200, JSON.stringify(answer).slice(0, 300));
      const requestSeq = answer.resultData.seq;
      assert.equal(answer.resultData.acceptedCount, RECIPIENTS);
      const deliveryStarted = performance.now();

      // Some batches handed over, and one in flight: handed to the simulator, being charged, not committed.
      // The process whose connection holds that transaction is killed: the worst moment for a hand-over.
      let victim: string | undefined;
      let handedAtKill = 0;
      for (let i = 0; i < 3_000 && !victim; i += 1) {
        const [state] = (
          await sql.query<{ handed: number; dispatcher: string | null }>(
            `SELECT (SELECT count(*)::int FROM messages WHERE request_seq = $1 AND status <> 'ACCEPTED') AS handed,
                  (SELECT min(application_name) FROM pg_stat_activity
                    WHERE datname = current_database() AND application_name = ANY($2::text[])
                      AND backend_xid IS NOT NULL AND query LIKE '%INSERT INTO billing_ledger%') AS dispatcher`,
            [requestSeq, NAMES],
          )
        ).rows;
        assert.ok(state!.handed < RECIPIENTS, 'every message was handed over before the kill: nothing to test');
        if (state!.handed > 0 && state!.dispatcher) {
          victim = state!.dispatcher;
          handedAtKill = state!.handed;
          servers.get(victim)!.child.kill('SIGKILL');
        } else await sleep(10);
      }
      assert.ok(victim, 'delivery never started');
      const survivor = servers.get(NAMES.find((name) => name !== victim)!)!;

      // The survivor takes the dispatch over once the dead worker's claim ends, and finishes.
      let status = '';
      for (let i = 0; i < 1_200 && status !== 'DONE'; i += 1) {
        await sleep(200);
        status = (await sql.query<{ status: string }>('SELECT status FROM send_requests WHERE seq = $1', [requestSeq]))
          .rows[0]!.status;
      }
      const deliveryMs = performance.now() - deliveryStarted;
      assert.equal(status, 'DONE');
      assert.equal(survivor.child.exitCode, null, 'the survivor is still running');

      const [messages] = (
        await sql.query<{ total: number; delivered: number; handed_at: number }>(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered,
                count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS handed_at
           FROM messages WHERE request_seq = $1`,
          [requestSeq],
        )
      ).rows;
      // Each message against the simulator's report bookings: a hand-over books one for its batch's range.
      const [coverage] = (
        await sql.query<{ lost: number; twice: number; bookings: number }>(
          `WITH reports AS (
           SELECT id, (payload->>'fromSeq')::bigint AS from_seq, (payload->>'toSeq')::bigint AS to_seq
             FROM jobs WHERE kind = 'carrier.report' AND (payload->>'requestSeq')::int = $1),
         per_message AS (
           SELECT m.seq, count(r.id) AS n FROM messages m
             LEFT JOIN reports r ON m.seq BETWEEN r.from_seq AND r.to_seq
            WHERE m.request_seq = $1 GROUP BY m.seq)
         SELECT count(*) FILTER (WHERE n = 0)::int AS lost, count(*) FILTER (WHERE n > 1)::int AS twice,
                (SELECT count(*)::int FROM reports) AS bookings
           FROM per_message`,
          [requestSeq],
        )
      ).rows;
      const [after] = (
        await sql.query<{ requested: number; charges: number; delivered_count: number }>(
          `SELECT (SELECT coalesce(sum(requested), 0)::int FROM send_stats WHERE team_seq = 1) AS requested,
                (SELECT count(*)::int FROM billing_ledger WHERE request_seq = $1 AND kind = 'CHARGE') AS charges,
                (SELECT delivered_count FROM send_requests WHERE seq = $1) AS delivered_count`,
          [requestSeq],
        )
      ).rows;
      const [dispatch] = (
        await sql.query<{ attempts: number; done: boolean }>(
          `SELECT attempts, done_at IS NOT NULL AS done FROM jobs
          WHERE kind = 'send.dispatch' AND (payload->>'requestSeq')::int = $1`,
          [requestSeq],
        )
      ).rows;
      const [leftovers] = (
        await sql.query<{ failed_jobs: number; unfinished: number }>(
          `SELECT (SELECT count(*)::int FROM jobs WHERE failed_at IS NOT NULL OR last_error IS NOT NULL) AS failed_jobs,
                (SELECT count(*)::int FROM send_requests WHERE status = 'SENDING') AS unfinished`,
        )
      ).rows;

      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `[scale-out] 2 processes up (migrated, seeded) in ${seconds(startMs)}; ${RECIPIENTS.toLocaleString('en')} recipients accepted in ${seconds(acceptMs)}`,
      );
      console.log(
        `[scale-out] ${victim} killed (SIGKILL) with ${handedAtKill.toLocaleString('en')} handed over and a batch in flight; the survivor finished in ${seconds(deliveryMs)} after the accept (dispatch claimed ${dispatch?.attempts} times)`,
      );
      console.log(
        `[scale-out] messages ${messages!.total.toLocaleString('en')}, delivered ${messages!.delivered.toLocaleString('en')}, lost ${coverage!.lost}, handed twice ${coverage!.twice}, report bookings ${coverage!.bookings}, hand-overs counted ${(after!.requested - before!.requested).toLocaleString('en')}, charges ${after!.charges.toLocaleString('en')}`,
      );

      assert.equal(messages!.total, RECIPIENTS);
      assert.equal(messages!.handed_at, RECIPIENTS);
      assert.equal(coverage!.lost, 0);
      assert.equal(coverage!.twice, 0);
      // A batch handed over again would count again here (the statistics add each hand-over's size).
      assert.equal(after!.requested - before!.requested, RECIPIENTS);
      assert.equal(after!.charges, RECIPIENTS);
      assert.equal(messages!.delivered, RECIPIENTS);
      assert.equal(after!.delivered_count, RECIPIENTS);
      // The killed worker held the dispatch: it ran again after its claim ended, on the survivor.
      assert.deepEqual(dispatch, { attempts: 2, done: true });
      assert.deepEqual(leftovers, { failed_jobs: 0, unfinished: 0 });
    } finally {
      await sql.end();
    }
  },
);
