#!/usr/bin/env node
// npm test: format, lint, import cycles, typecheck, unit tests (Jest for browser code, node:test for the server), build,
// then the browser journeys (Playwright + Debian Chromium). Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';
import { installWorkspace } from './install.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const pnpm = installWorkspace();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const reports = mkdtempSync(join(tmpdir(), 'console-test-'));

function step(name, command, args, options = {}) {
  console.log(`\n[console] ▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (options.capture) process.stdout.write(result.stdout ?? '');
  const ok = result.status === 0;
  console.log(`[console] ${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return { ok, stdout: result.stdout ?? '' };
}

/** Steps that only read the sources, run side by side (each prints when it ends, not interleaved). */
async function checksTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) =>
            resolve({ name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { name, ok, output, seconds } of results) {
    console.log(`\n[console] ▶ ${name}`);
    process.stdout.write(output);
    console.log(`[console] ${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
    if (!ok) failedSteps.push(name);
  }
}

const only = new Set(process.argv.slice(2));
const wants = (name) => only.size === 0 || only.has(name);

await checksTogether(
  [
    wants('format') && ['format (prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']],
    wants('lint') && ['lint', bin('eslint'), ['--max-warnings=0', '.']],
    wants('lint') && [
      'import cycles (madge)',
      process.execPath,
      [join(root, 'scripts', 'checks', 'import-cycles.mjs')],
    ],
    wants('typecheck') && ['typecheck', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]],
  ].filter(Boolean),
);
if (wants('unit')) {
  const jestReport = join(reports, 'jest.json');
  step('unit tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
  if (existsSync(jestReport)) {
    const report = JSON.parse(readFileSync(jestReport, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
}
if (wants('server')) {
  const { stdout } = step('server tests (node:test)', pnpm, ['--filter', '@console/server', 'test'], { capture: true });
  totals.passed += Number(/ℹ pass (\d+)/.exec(stdout)?.[1] ?? 0);
  totals.failed += Number(/ℹ fail (\d+)/.exec(stdout)?.[1] ?? 0);
}
// Several server processes on one PostgreSQL (a throwaway cluster of Debian's postgresql, installed when
// missing): shared limits, recurring jobs booked once, and a 100,000-recipient send surviving a SIGKILL.
// Alone, not beside the other suites: it already keeps two servers and PostgreSQL busy on 2 cores.
if (wants('postgres')) {
  if (!ensurePostgres()) {
    failedSteps.push('postgresql');
  } else {
    const { stdout } = step(
      'scale-out on PostgreSQL (node:test)',
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-concurrency=1',
        'test/cross-process.test.ts',
        'test/auth-cache-cross-process.test.ts',
        'test/team-read-cache-cross-process.test.ts',
        'test/scale-out.test.ts',
      ],
      { capture: true, cwd: join(root, 'server') },
    );
    totals.passed += Number(/ℹ pass (\d+)/.exec(stdout)?.[1] ?? 0);
    totals.failed += Number(/ℹ fail (\d+)/.exec(stdout)?.[1] ?? 0);
  }
}
if (wants('deploy')) {
  const { stdout } = step('release CLI tests (node:test)', pnpm, ['--filter', '@console/deploy', 'test'], {
    capture: true,
  });
  totals.passed += Number(/ℹ pass (\d+)/.exec(stdout)?.[1] ?? 0);
  totals.failed += Number(/ℹ fail (\d+)/.exec(stdout)?.[1] ?? 0);
}
if (wants('e2e')) {
  const built = step('build', process.execPath, [join(root, 'scripts', 'build.mjs')]);
  if (!built.ok) {
    console.error('[console] build failed: browser tests skipped');
  } else if (!ensureChromium()) {
    failedSteps.push('chromium');
  } else {
    const e2eReport = join(reports, 'playwright.json');
    step('browser tests (playwright)', pnpm, ['--filter', '@console/e2e', 'test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    if (existsSync(e2eReport)) {
      const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
    }
  }
}

console.log('');
if (failedSteps.length > 0) console.log(`[console] failed steps: ${failedSteps.join(', ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
