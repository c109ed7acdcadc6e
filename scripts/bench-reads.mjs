#!/usr/bin/env node
// Authenticated reads and load (issue 18, points 2 and 3), run at the end of `npm run bench` or alone:
// `node scripts/bench-reads.mjs`. In one run, with scripts/load-driver.mjs (50 keep-alive connections):
// - a bare Fastify route (server/bench/bare-fastify.ts) vs GET /api/_auth/session with a session (goal >= 0.15x)
// - the history page (GET /api/team/messages) and the send-request list (GET /api/team/send-requests) on one
//   process, the embedded database (goal >= 3,000 req/s each)
// - the send-request list with PostgreSQL (a throwaway cluster, scripts/ensure-postgres.mjs) on 1 and on 2
//   processes (goal >= 1.7x)
// - 200 virtual users for 60 s (login, session, dashboard, history pages, small sends, exports; about one
//   action a second each) on one process and on two on PostgreSQL: 0 errors, p99 <= 250 ms. Users arrive
//   one after another over the first LOAD_RAMP_SECONDS; logins (a deliberately slow scrypt check) are
//   reported apart from the p99 of everything else, and the servers' event-loop delay during the run
//   (server/bench/event-loop-probe.ts) is printed with it.
// The lists are measured with rows in them: the bench's user first makes SEED_REQUESTS send requests.
// Servers run as in production (NODE_ENV=production, default log level, access logs written). The
// machine is shared: its load average is printed with every figure. BENCH_READS_SECONDS (default 10) and
// BENCH_LOAD_SECONDS (default 60) shorten a trial run; BENCH_READS_ONLY=embedded skips PostgreSQL,
// BENCH_READS_SKIP_LOAD=1 the load scenarios.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';
import { ensurePostgres, startThrowawayPostgres } from './ensure-postgres.mjs';
import { hammer, rawRequest } from './load-driver.mjs';

const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_USERS = 200;
const LOAD_RAMP_SECONDS = Math.round(Math.min(20, LOAD_SECONDS / 3));
const SEED_REQUESTS = 30;
const ONLY_EMBEDDED = process.env.BENCH_READS_ONLY === 'embedded';
const SKIP_LOAD = process.env.BENCH_READS_SKIP_LOAD === '1';
const CONNECTIONS = 50;
// Ports of this bench (8460-8479) and of its PostgreSQL (55440-55449); BENCH_READS_PORT moves them.
const PORT = Number(process.env.BENCH_READS_PORT ?? 8460);
const PG_PORT = Number(process.env.BENCH_READS_PG_PORT ?? 55440);
const PASSWORD = 'Console123!';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(join(tmpdir(), 'console-bench-reads-'));
const children = new Set();
const lines = [];
const report = (line) => {
  lines.push(line);
  console.log(line);
};
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function startChild(args, env, nodeArgs = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, ...args], {
    cwd: join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000)]);
}
async function waitFor(url, ok = (status) => status > 0 && status < 500) {
  for (let i = 0; ; i += 1) {
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (ok(status)) return;
    if (i > 480) throw new Error(`${url} did not answer`);
    await sleep(250);
  }
}

/** The console server as in production on `port`; `databaseUrl` for PostgreSQL, else PGlite in DATA_DIR. */
async function startConsole(port, { databaseUrl, dataDir } = {}) {
  const eventLoopFile = join(work, `event-loop-${port}.json`);
  const child = startChild(
    ['src/server.ts'],
    {
      EVENT_LOOP_FILE: eventLoopFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED: 'demo',
      TRUST_PROXY: '1',
      TOKEN_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
    ['--import', './bench/event-loop-probe.ts'],
  );
  child.eventLoopFile = eventLoopFile;
  await waitFor(`http://127.0.0.1:${port}/api/_auth/session`);
  return child;
}

/** The event-loop delay a console server saw since the last call (server/bench/event-loop-probe.ts). */
async function eventLoopOf(child) {
  rmSync(child.eventLoopFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 40; i += 1) {
    await sleep(50);
    try {
      return JSON.parse(readFileSync(child.eventLoopFile, 'utf8'));
    } catch {
      // not written yet
    }
  }
  return null;
}

/** Send requests of 3 recipients each by `user`, so the lists measured have full pages. */
async function seedRequests(base, user, count) {
  for (let i = 0; i < count; i += 1) {
    const answer = await fetch(`${base}/api/team/send-requests`, {
      method: 'POST',
      headers: { ...user.api, 'content-type': 'application/json' },
      body: JSON.stringify({
        recipients: [0, 1, 2].map((k) => ({ phone: `0107${String(i * 3 + k).padStart(7, '0')}` })),
        body: `[벤치] ${i + 1}번째 안내 문자예요.`,
        senderNumber: '0212345678',
      }),
    });
    if (answer.status !== 200)
      throw new Error(`seeding send request ${i} failed: ${answer.status} ${await answer.text()}`);
  }
}

/** A logged-in user: the session cookie and the headers of the team API (bearer token, team 1). */
async function loginAs(base, id, ip) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ajax: 'true', 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ id, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login of ${id} failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('console_session='))
    .split(';')[0];
  const session = await fetch(`${base}/api/_auth/session`, { headers: { cookie, 'x-forwarded-for': ip } });
  const token = (await session.json()).resultData.accessToken.token;
  return {
    cookie,
    api: { ajax: 'true', authorization: `Bearer ${token}`, 'curr-team-seq': '1', 'x-forwarded-for': ip },
  };
}

const rate = (r) =>
  `${Math.round(r.rps).toLocaleString('en')} req/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.failed ? `, ${r.failed} failed ${JSON.stringify(r.statuses)}` : ''}) [driver CPU ${Math.round(r.driverCpu * 100)} % of a core, load average ${r.load}]`;
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const measure = async (ports, request) => ({
  ...(await hammer({ ports, connections: CONNECTIONS, seconds: SECONDS, nextRequest: () => request })),
  load: load(),
});
/** How many rows the page measured holds, so a figure never comes from an empty list. */
const rowsOf = async (base, path, headers) =>
  (await (await fetch(`${base}${path}`, { headers })).json()).resultData.items.length;

const LIST = '/api/team/send-requests?page=1&size=20';
const HISTORY = '/api/team/messages?page=1&size=20';

/**
 * 200 users arriving one after another over LOAD_RAMP_SECONDS; each logs in, then acts about once a
 * second (0.5-1.5 s apart) until the time is up. Logins are timed apart: a login checks the password
 * with scrypt (N=2^14, r=8, p=1, server/src/auth/password-hash.ts), deliberately slow.
 */
async function loadScenario(bases) {
  const latencies = [];
  const logins = [];
  const errors = new Map();
  let requests = 0;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const users = ['hanbit_master', 'hanbit_manager', 'hanbit_user'];
  const fail = (key) => errors.set(key, (errors.get(key) ?? 0) + 1);
  const timed = async (base, path, init, check = (r) => r.ok) => {
    const started = performance.now();
    requests += 1;
    try {
      const answer = await fetch(`${base}${path}`, init);
      const body = await answer.text();
      latencies.push(performance.now() - started);
      if (!check(answer, body)) fail(`${answer.status} ${path.split('?')[0]}`);
      return answer;
    } catch (error) {
      fail(String(error.cause?.code ?? error.message));
      return null;
    }
  };
  const virtualUser = async (n) => {
    const base = bases[n % bases.length];
    const ip = `10.${(n >> 8) & 255}.${n & 255}.${(n % 200) + 1}`;
    await sleep((n / LOAD_USERS) * LOAD_RAMP_SECONDS * 1000);
    const started = performance.now();
    requests += 1;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ajax: 'true', 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ id: users[n % users.length], password: PASSWORD }),
    }).catch((error) => error);
    if (!(login instanceof Response) || login.status !== 200) {
      fail(`login: ${login instanceof Response ? login.status : String(login.cause?.code ?? login.message)}`);
      return;
    }
    await login.arrayBuffer();
    logins.push(performance.now() - started);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('console_session='))
      .split(';')[0];
    let token;
    await timed(base, '/api/_auth/session', { headers: { cookie, 'x-forwarded-for': ip } }, (answer, body) => {
      token = answer.ok ? JSON.parse(body).resultData.accessToken?.token : undefined;
      return token !== undefined;
    });
    if (token === undefined) return;
    const headers = { ajax: 'true', authorization: `Bearer ${token}`, 'curr-team-seq': '1', 'x-forwarded-for': ip };
    let sends = 0;
    while (performance.now() < deadline) {
      await sleep(500 + Math.random() * 1000);
      if (performance.now() >= deadline) break;
      const pick = Math.random();
      if (pick < 0.15) {
        await timed(base, '/api/_auth/session', { headers: { cookie, 'x-forwarded-for': ip } });
      } else if (pick < 0.35) {
        await Promise.all(
          [
            '/api/dashboard/sends?teamSeq=1',
            '/api/dashboard/recent-requests?teamSeq=1',
            '/api/dashboard/reviews?teamSeq=1',
          ].map((p) => timed(base, p, { headers })),
        );
      } else if (pick < 0.6) {
        await timed(base, `/api/team/messages?page=${1 + Math.floor(Math.random() * 3)}&size=20`, { headers });
      } else if (pick < 0.85) {
        await timed(base, `/api/team/send-requests?page=${1 + Math.floor(Math.random() * 3)}&size=20`, { headers });
      } else if (pick < 0.95) {
        sends += 1;
        const phone = `010${String(30_000_000 + n * 1000 + sends).padStart(8, '0')}`;
        await timed(base, '/api/team/send-requests', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            recipients: [{ phone, variables: { name: `고객${n}` } }],
            body: '#{name}님, 주문하신 상품이 출발했어요.',
            senderNumber: '0212345678',
          }),
        });
      } else {
        await timed(base, '/api/team/send-requests/export', { headers });
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD_USERS }, (_, n) => virtualUser(n)));
  const p = (list, q) => {
    const sorted = [...list].sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  };
  const errorCount = [...errors.values()].reduce((x, y) => x + y, 0);
  return {
    requests,
    errors: errorCount,
    detail: Object.fromEntries(errors),
    p50: p(latencies, 0.5),
    p99: p(latencies, 0.99),
    loginP50: p(logins, 0.5),
    loginP99: p(logins, 0.99),
  };
}
const loopText = (loops) =>
  loops
    .map((l, i) =>
      l
        ? `process ${i + 1} p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms, ${l.stallsOver100ms} stalls > 100 ms`
        : 'not read',
    )
    .join('; ');
const loadLines = (label, r, loops) => [
  `[bench] load, ${LOAD_USERS} users for ${LOAD_SECONDS} s (arriving over ${LOAD_RAMP_SECONDS} s), ${label}: ${r.requests.toLocaleString('en')} requests, ${r.errors} errors (goal 0: ${verdict(r.errors === 0)}), requests other than logins p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms (goal <= 250 ms: ${verdict(r.p99 <= 250)})${r.errors ? ` ${JSON.stringify(r.detail)}` : ''} [load average ${load()}]`,
  `[bench]   logins (scrypt N=2^14, r=8, p=1 per password check): p50 ${r.loginP50.toFixed(0)} ms, p99 ${r.loginP99.toFixed(0)} ms (no goal: deliberately slow)`,
  `[bench]   server event-loop delay during the run: ${loopText(loops)}`,
];

let cluster;
try {
  console.log(
    `[bench] reads: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${load()}`,
  );

  // 1. A bare Fastify route, then the console's session read, on one process with PGlite.
  const bare = startChild(['bench/bare-fastify.ts'], { PORT: String(PORT) });
  await waitFor(`http://127.0.0.1:${PORT}/bare`, (s) => s === 200);
  const bareRun = await measure([PORT], rawRequest('GET', '/bare'));
  await stopChild(bare);

  const embedded = await startConsole(PORT + 1, { dataDir: join(work, 'data') });
  const base = `http://127.0.0.1:${PORT + 1}`;
  const user = await loginAs(base, 'hanbit_master', '10.250.0.1');
  await seedRequests(base, user, SEED_REQUESTS);
  // Let the simulated carrier report (the history's rows then carry results), as after a real send.
  await sleep(3000);
  const sessionRun = await measure(
    [PORT + 1],
    rawRequest('GET', '/api/_auth/session', { cookie: user.cookie, 'x-forwarded-for': '10.250.0.1' }),
  );
  const historyRun = await measure([PORT + 1], rawRequest('GET', HISTORY, user.api));
  const listRun = await measure([PORT + 1], rawRequest('GET', LIST, user.api));
  const ratio = sessionRun.rps / bareRun.rps;
  report(`[bench] bare Fastify route: ${rate(bareRun)}`);
  report(
    `[bench] GET /api/_auth/session with a session: ${rate(sessionRun)} = ${ratio.toFixed(3)}x the bare route (goal >= 0.15x: ${verdict(ratio >= 0.15)})`,
  );
  const historyRows = await rowsOf(base, HISTORY, user.api);
  const listRows = await rowsOf(base, LIST, user.api);
  report(
    `[bench] history page ${HISTORY} (${historyRows} rows), one process: ${rate(historyRun)} (goal >= 3,000 req/s: ${verdict(historyRun.rps >= 3000)})`,
  );
  report(
    `[bench] send-request list ${LIST} (${listRows} rows), one process: ${rate(listRun)} (goal >= 3,000 req/s: ${verdict(listRun.rps >= 3000)})`,
  );
  if (!SKIP_LOAD) {
    await eventLoopOf(embedded);
    const embeddedLoad = await loadScenario([base]);
    for (const line of loadLines('one process (embedded database)', embeddedLoad, [await eventLoopOf(embedded)]))
      report(line);
  }
  await stopChild(embedded);

  // 2. PostgreSQL: the list on 1 and on 2 processes, and the load on two.
  if (!ONLY_EMBEDDED && ensurePostgres()) {
    const pg = createRequire(join(root, 'server', 'package.json'))('pg');
    cluster = await startThrowawayPostgres({ port: PG_PORT, database: 'postgres_bench' });
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_reads');
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = '/bench_reads';
    const first = await startConsole(PORT + 2, { databaseUrl: url.href });
    const pgUser = await loginAs(`http://127.0.0.1:${PORT + 2}`, 'hanbit_master', '10.250.0.2');
    await seedRequests(`http://127.0.0.1:${PORT + 2}`, pgUser, SEED_REQUESTS);
    const oneRun = await measure([PORT + 2], rawRequest('GET', LIST, pgUser.api));
    const second = await startConsole(PORT + 3, { databaseUrl: url.href });
    const twoRun = await measure([PORT + 2, PORT + 3], rawRequest('GET', LIST, pgUser.api));
    const scale = twoRun.rps / oneRun.rps;
    report(`[bench] PostgreSQL send-request list, 1 process: ${rate(oneRun)}`);
    report(
      `[bench] PostgreSQL send-request list, 2 processes: ${rate(twoRun)} = ${scale.toFixed(2)}x (goal >= 1.7x: ${verdict(scale >= 1.7)})`,
    );
    if (!SKIP_LOAD) {
      await Promise.all([eventLoopOf(first), eventLoopOf(second)]);
      const twoLoad = await loadScenario([`http://127.0.0.1:${PORT + 2}`, `http://127.0.0.1:${PORT + 3}`]);
      const loops = await Promise.all([eventLoopOf(first), eventLoopOf(second)]);
      for (const line of loadLines('two processes (PostgreSQL)', twoLoad, loops)) report(line);
    }
    await Promise.all([stopChild(first), stopChild(second)]);
  }
  console.log(`[bench] reads done, load average ${load()}`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}
