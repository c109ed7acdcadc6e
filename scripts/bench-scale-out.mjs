#!/usr/bin/env node
// Scale-out figures (issue 17, point 7), run at the end of `npm run bench` or alone:
// `node scripts/bench-scale-out.mjs`. The simulated carrier's delivery rate (messages/s from the accepted
// send to its last report) with 1 and with 2 server processes (`src/server.ts`, each with its job worker)
// on one throwaway PostgreSQL (scripts/ensure-postgres.mjs, fsync on), the same send size each time
// (BENCH_SCALE_OUT_RECIPIENTS, default 50,000) after a small warm-up send, and their ratio.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';
import { ensurePostgres, freePort, startThrowawayPostgres } from './ensure-postgres.mjs';

const RECIPIENTS = Number(process.env.BENCH_SCALE_OUT_RECIPIENTS ?? 50_000);
const WARM_UP_RECIPIENTS = 2_000;
const pg = createRequire(join(root, 'server', 'package.json'))('pg');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!ensurePostgres()) process.exit(1);
const cluster = await startThrowawayPostgres({ database: 'postgres_bench' });
const children = [];

async function run(processes) {
  const database = `scale_out_${processes}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${database}`;
  const bases = [];
  for (let i = 0; i < processes; i += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(root, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: url.href,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'demo',
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        TOKEN_SECRET: 'bench-secret-that-is-long-enough-0123456789',
        CARRIER_REPORT_DELAY_SECONDS: '0',
      },
    });
    children.push(child);
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const base of bases) {
    for (let i = 0; ; i += 1) {
      const status = await fetch(`${base}/api/_auth/session`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status > 0 && status < 500) break;
      if (i > 240) throw new Error(`${base} did not start`);
      await sleep(500);
    }
  }
  const sql = new pg.Client({ connectionString: url.href });
  await sql.connect();
  try {
    const login = await fetch(`${bases[0]}/api/auth/login`, {
      method: 'POST',
      headers: { ajax: 'true', 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'hanbit_user', password: 'Console123!' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('console_session='))
      .split(';')[0];
    const session = await (await fetch(`${bases[0]}/api/_auth/session`, { headers: { cookie } })).json();
    const headers = {
      ajax: 'true',
      cookie,
      authorization: `Bearer ${session.resultData.accessToken.token}`,
      'curr-team-seq': '1',
      'content-type': 'application/json',
    };
    const send = async (count, offset) => {
      const recipients = Array.from({ length: count }, (_, i) => ({
        phone: `010${String(20_000_000 + offset + i).padStart(8, '0')}`,
        variables: { name: `고객${i}` },
      }));
      const answer = await fetch(`${bases[0]}/api/team/send-requests`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          recipients,
          body: '#{name}님, 주문하신 상품이 출발했어요.',
          senderNumber: '0212345678',
        }),
      });
      if (answer.status !== 200)
        throw new Error(`send refused: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
      const seq = (await answer.json()).resultData.seq;
      const started = performance.now();
      for (;;) {
        const { rows } = await sql.query('SELECT status FROM send_requests WHERE seq = $1', [seq]);
        if (rows[0].status === 'DONE') return performance.now() - started;
        await sleep(50);
      }
    };
    await send(WARM_UP_RECIPIENTS, 0);
    const ms = await send(RECIPIENTS, WARM_UP_RECIPIENTS);
    return { ms, rate: (RECIPIENTS / ms) * 1000 };
  } finally {
    await sql.end();
    for (const child of children.splice(0)) child.kill('SIGTERM');
    await sleep(1_000);
  }
}

try {
  const one = await run(1);
  const two = await run(2);
  const n = RECIPIENTS.toLocaleString('en');
  const line = (label, r) =>
    `[bench] PostgreSQL delivery, ${label}: ${n} messages in ${(r.ms / 1000).toFixed(2)} s = ${Math.round(r.rate).toLocaleString('en')} messages/s`;
  console.log(line('1 process', one));
  console.log(line('2 processes', two));
  console.log(`[bench] PostgreSQL delivery, 2 processes / 1 process: ${(two.rate / one.rate).toFixed(2)} ×`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await cluster.stop();
}
