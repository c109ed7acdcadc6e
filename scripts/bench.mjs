#!/usr/bin/env node
// npm run bench: build and load-time figures of the federated console, from one run.
// - clean build of everything, and of one remote alone
// - gzipped JS fetched for /account/login and for one console (remote) route
// - cold load of a remote route and of a shell-only route in Chromium, and their ratio
// Figures are medians; the machine is shared and noisy, so compare ratios across runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-pnpm.mjs';
import { installWorkspace } from './install.mjs';
import { ensureChromium, CHROMIUM } from './ensure-chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const pnpm = installWorkspace();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

// The bench builds into a folder of its own, so it never disturbs dist/ of a running console.
const work = mkdtempSync(join(tmpdir(), 'console-bench-'));
const distDir = join(work, 'dist');

function timed(args) {
  const started = performance.now();
  const result = spawnSync(pnpm, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', CONSOLE_DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  return performance.now() - started;
}

console.log(`[bench] machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
const buildAll = timed([
  '-r',
  '--workspace-concurrency=2',
  '--filter',
  './shell',
  '--filter',
  './remotes/*',
  'run',
  'build',
]);
rmSync(join(distDir, 'remotes', 'kakao'), { recursive: true, force: true });
const buildOne = timed(['--filter', '@console/kakao', 'run', 'build']);

if (!ensureChromium()) process.exit(1);
const { server, base } = startBenchServer({ distDir, work });

try {
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${base}/_build/latest.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  /** A cold load: a new context (empty cache), logged in through the API when asked. */
  async function coldLoad(path, ready, { login }) {
    const context = await browser.newContext();
    if (login) {
      const answer = await context.request.post(`${base}/api/auth/login`, {
        headers: { AJAX: 'true' },
        data: { id: 'hanbit_master', password: 'Console123!' },
      });
      if (!answer.ok()) throw new Error(`login failed: ${answer.status()}`);
    }
    const page = await context.newPage();
    let jsGzipBytes = 0;
    let jsTransferredBytes = 0;
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (body) jsGzipBytes += gzipSync(body).length;
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          if (sizes) jsTransferredBytes += sizes.responseBodySize;
        })(),
      );
    });
    const started = performance.now();
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const elapsed = performance.now() - started;
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    return { elapsed, jsGzipBytes, jsTransferredBytes };
  }

  const measure = async (path, ready, options) => {
    await coldLoad(path, ready, options); // warm the server, not the browser
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await coldLoad(path, ready, options));
    return {
      ms: median(runs.map((r) => r.elapsed)),
      kb: median(runs.map((r) => r.jsGzipBytes)) / 1024,
      sentKb: median(runs.map((r) => r.jsTransferredBytes)) / 1024,
    };
  };

  const shellOnly = await measure('/account/login', 'form[aria-label="로그인"]', { login: false });
  const remoteRoute = await measure('/console/billing/pricing', 'main table', { login: true });
  await browser.close();

  console.log('');
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| clean build, shell + 6 remotes | ${seconds(buildAll)} |`);
  console.log(`| clean build, one remote (kakao) | ${seconds(buildOne)} |`);
  console.log(
    `| gzipped JS for /account/login | ${shellOnly.kb.toFixed(0)} KiB (sent: ${shellOnly.sentKb.toFixed(0)} KiB brotli) |`,
  );
  console.log(
    `| gzipped JS for /console/billing/pricing | ${remoteRoute.kb.toFixed(0)} KiB (sent: ${remoteRoute.sentKb.toFixed(0)} KiB brotli) |`,
  );
  console.log(`| cold load /account/login (shell only), median of ${RUNS} | ${shellOnly.ms.toFixed(0)} ms |`);
  console.log(`| cold load /console/billing/pricing (remote), median of ${RUNS} | ${remoteRoute.ms.toFixed(0)} ms |`);
  console.log(`| remote route / shell-only route | ${(remoteRoute.ms / shellOnly.ms).toFixed(2)} × |`);
  console.log(`| one remote build / everything | ${(buildOne / buildAll).toFixed(2)} × |`);
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

// Sending: 100,000 recipients accepted, simulator delivery rate (scripts/bench-sending.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-sending.mjs')], { stdio: 'inherit' });
// Address books: 100,000 contacts imported from CSV and XLSX with peak RSS, group export (scripts/bench-address-import.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-address-import.mjs')], { stdio: 'inherit' });
// History: the flat history page over 1,000,000 messages (p50/p95), a 100,000-message export streamed with peak RSS (scripts/bench-history.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-history.mjs')], { stdio: 'inherit' });
// Statistics: GET /api/stats/sms over the running totals of 1,000,000 messages in 31 days, p50/p95 (scripts/bench-stats.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-stats.mjs')], { stdio: 'inherit' });
// Public pages: gzipped JS per public page and /account/login against budgets, Lighthouse mobile (scripts/bench-public-pages.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-public-pages.mjs')], { stdio: 'inherit' });
// Console routes: gzipped JS of every console route against 350 KB, warm navigation between remotes (scripts/bench-console-routes.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-console-routes.mjs')], { stdio: 'inherit' });
// Reads and load: bare Fastify vs the session answer, history page and send-request list req/s, PostgreSQL 1 vs 2 processes, 200 users for 60 s (scripts/bench-reads.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-reads.mjs')], { stdio: 'inherit' });
// Scale-out: the simulated carrier's delivery rate with 1 and 2 server processes on one PostgreSQL (scripts/bench-scale-out.mjs).
spawnSync(process.execPath, [join(root, 'scripts', 'bench-scale-out.mjs')], { stdio: 'inherit' });
