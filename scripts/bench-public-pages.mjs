#!/usr/bin/env node
// Public pages (issue 16): gzipped JavaScript on a cold load of each public page and of /account/login
// against their budgets, and Lighthouse (mobile) on the home, a service page and the notice list.
// Sizes are exact; Lighthouse runs on a shared machine with simulated mobile throttling (its default).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { startBenchServer } from './bench-server.mjs';
import { root } from './ensure-pnpm.mjs';

const PUBLIC_BUDGET_KB = 60;
const LOGIN_BUDGET_KB = 170;
const LIGHTHOUSE_GOAL = 95;
const PUBLIC_PAGES = [
  '/',
  '/brand/service/sms',
  '/brand/service/kakao',
  '/brand/policy/privacyPolicy',
  '/brand/policy/tou',
  '/brand/customers',
  '/brand/customers/notice',
  '/brand/customers/notice/1',
];
const LIGHTHOUSE_PAGES = ['/', '/brand/service/sms', '/brand/customers/notice'];
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!ensureChromium()) process.exit(1);
const { server, base, work } = startBenchServer({ name: 'public' });

const require = createRequire(join(root, 'e2e', 'package.json'));
const rows = [];
try {
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${base}/_build/latest.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  /** Gzipped bytes of every script a cold load of `path` fetches (new context: empty cache). */
  async function scriptKb(path) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => {
            bytes += gzipSync(body).length;
          })
          .catch(() => undefined),
      );
    });
    const answer = await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    return { status: answer?.status() ?? 0, kb: bytes / 1024 };
  }
  for (const path of PUBLIC_PAGES) {
    const { status, kb } = await scriptKb(path);
    rows.push([
      `gzipped JS, ${path} (HTTP ${status})`,
      `${kb.toFixed(1)} KiB`,
      `<= ${PUBLIC_BUDGET_KB} KiB`,
      kb <= PUBLIC_BUDGET_KB,
    ]);
  }
  const login = await scriptKb('/account/login');
  rows.push([
    'gzipped JS, /account/login',
    `${login.kb.toFixed(1)} KiB`,
    `<= ${LOGIN_BUDGET_KB} KiB`,
    login.kb <= LOGIN_BUDGET_KB,
  ]);
  await browser.close();

  const { default: lighthouse } = await import(require.resolve('lighthouse', { paths: [root] }));
  const { launch } = await import(require.resolve('chrome-launcher', { paths: [root] }));
  for (const path of LIGHTHOUSE_PAGES) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const lcp = audits['largest-contentful-paint']?.displayValue ?? '-';
      rows.push([
        `Lighthouse mobile, ${path} (performance; a11y / best practices / SEO; LCP)`,
        `${score('performance')}; ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}; ${lcp}`,
        `>= ${LIGHTHOUSE_GOAL}`,
        score('performance') >= LIGHTHOUSE_GOAL,
      ]);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

console.log('');
console.log(`[bench] public pages on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
console.log('| public pages | value | goal | met |');
console.log('|---|---|---|---|');
for (const [name, value, goal, met] of rows) console.log(`| ${name} | ${value} | ${goal} | ${met ? 'yes' : 'NO'} |`);
