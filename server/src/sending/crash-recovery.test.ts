import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SendRequestDetail } from '@console/contracts/send-requests';
import { DEMO_PASSWORD } from '../demo/demo-logins';
import { openPGlite } from '../db/pglite-database';

/**
 * kill -9 in the middle of a delivery, restart, count: every message is there once, settled once,
 * and the request's counters and cost match its rows. The real server process, its own data dir.
 */
const RECIPIENTS = 30_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
let dir = '';
let server: ChildProcess | null = null;
after(async () => {
  server?.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

const port = 20_000 + Math.floor(Math.random() * 5_000);
const base = `http://127.0.0.1:${port}`;

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      CONSOLE_DIST_DIR: path.join(dir, 'dist'),
      SEED: 'demo',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: 'crash-test-secret-that-is-long-enough-0123',
      // Reports come late enough that a loaded machine still kills before they all settle.
      CARRIER_REPORT_DELAY_SECONDS: '15',
      VERIFY_SIMULATOR_SECONDS: 'off',
      CALLBACK_REVIEW_SIMULATOR_SECONDS: 'off',
    },
  });
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/async/meta/limits`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await sleep(250);
  }
  throw new Error('the server did not start');
}

async function bearer(): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ajax: 'true', 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'hanbit_user', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const session = (await (await fetch(`${base}/api/_auth/session`, { headers: { cookie } })).json()) as {
    resultData: { accessToken: { token: string } };
  };
  return {
    authorization: `Bearer ${session.resultData.accessToken.token}`,
    cookie,
    ajax: 'true',
    'curr-team-seq': '1',
  };
}

const detailOf = async (headers: Record<string, string>, seq: number) =>
  (
    (await (await fetch(`${base}/api/team/send-requests/${seq}`, { headers })).json()) as {
      resultData: SendRequestDetail;
    }
  ).resultData;

test('kill -9 mid-delivery, restart: nothing lost, nothing duplicated', { timeout: 240_000 }, async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'console-crash-'));
  server = await start();
  let headers = await bearer();
  // One in ten numbers in the simulator's failure range (010-0000-0NXX), the rest delivered.
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
    phone: i % 10 === 0 ? `0100000${String(i % 500).padStart(4, '0')}` : `010${String(30_000_000 + i)}`,
  }));
  const unique = new Set(recipients.map((r) => r.phone)).size;
  const accepted = await fetch(`${base}/api/team/send-requests`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ recipients, body: '[한빛커머스] 주문하신 상품이 출발했어요.', senderNumber: '0212345678' }),
  });
  assert.equal(accepted.status, 200, await accepted.clone().text());
  const { seq } = ((await accepted.json()) as { resultData: { seq: number } }).resultData;

  // Kill as soon as the dispatch has started: messages are then being handed over or awaiting reports.
  for (let i = 0; i < 600 && !(await detailOf(headers, seq)).startedAt; i += 1) await sleep(20);
  server.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  const atKill = await openPGlite(path.join(dir, 'data'));
  const [state] = await atKill.query<{ unsettled: number; started: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('ACCEPTED', 'SENT_TO_CARRIER'))::int AS unsettled,
       count(*) FILTER (WHERE status <> 'ACCEPTED')::int AS started FROM messages WHERE request_seq = $1`,
    [seq],
  );
  // A dead worker's claims run out after their lease (60 s); let that time pass at once.
  await atKill.query('UPDATE jobs SET locked_until = NULL WHERE done_at IS NULL');
  await atKill.close();
  assert.ok(state!.unsettled > 0, `killed before the end: ${JSON.stringify(state)}`);

  server = await start();
  headers = await bearer();
  let detail = await detailOf(headers, seq);
  for (let i = 0; i < 600 && detail.status !== 'DONE'; i += 1) {
    await sleep(100);
    detail = await detailOf(headers, seq);
  }
  assert.equal(detail.status, 'DONE');
  assert.equal(detail.counts.total, unique);
  assert.equal(detail.counts.pending, 0);
  assert.equal(detail.counts.delivered + detail.counts.failed, unique);

  server.kill('SIGTERM');
  await new Promise((resolve) => server!.once('exit', resolve));
  server = null;
  const check = await openPGlite(path.join(dir, 'data'));
  const [rows] = await check.query<{ total: number; phones: number; delivered: number; failed: number; cost: number }>(
    `SELECT count(*)::int AS total, count(DISTINCT phone)::int AS phones, count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered,
       count(*) FILTER (WHERE status = 'FAILED')::int AS failed, sum(cost_krw)::int AS cost FROM messages WHERE request_seq = $1`,
    [seq],
  );
  const [request] = await check.query<{ delivered_count: number; failed_count: number; cost_krw: number }>(
    'SELECT delivered_count, failed_count, cost_krw FROM send_requests WHERE seq = $1',
    [seq],
  );
  const [jobs] = await check.query<{ failed: number }>(
    `SELECT count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed FROM jobs`,
  );
  await check.close();
  assert.deepEqual(rows, {
    total: unique,
    phones: unique,
    delivered: request!.delivered_count,
    failed: request!.failed_count,
    cost: request!.cost_krw,
  });
  assert.equal(rows!.cost, rows!.delivered * 13);
  assert.equal(jobs!.failed, 0);
});
