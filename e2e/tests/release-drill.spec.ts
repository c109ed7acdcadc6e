import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_TOKEN, REPO_ROOT } from '../support/e2e-server';
import { loginAs } from '../support/console';

/**
 * The release drill (issue 17): a second build of a remote beside the first, pinned and rolled back
 * with the release CLI, a 50 % canary seen by two browsers of different buckets, a release
 * manager's override with its banner, and a canary that throws on mount rolled back automatically.
 *
 * It runs its own server: a private copy of deploy/environments the CLI edits, hanbit_master on the
 * RELEASE_MANAGERS allow-list, and a canary watch that judges after a few loads every second.
 */

const REMOTE = 'team';
const LIVE = '1.0.0';
const NEXT = '1.0.1-drill';
const BROKEN = '1.0.2-drill-broken';
const PAGE = '/console/team';
const CANARY_MIN_LOADS = 3;

// The dist the journeys serve; RELEASE_DRILL_DIST_DIR runs the drill against another build.
const distDir = process.env.RELEASE_DRILL_DIST_DIR ?? join(REPO_ROOT, 'dist');
const remoteDir = join(distDir, 'remotes', REMOTE);
const port = Number(process.env.RELEASE_DRILL_PORT ?? 19000 + Math.floor(Math.random() * 1000));
const baseURL = `http://127.0.0.1:${port}`;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

/** Made in beforeAll (the runner also loads this file, to list the tests). */
let work = '';
let environmentsDir = '';
let server: ChildProcess | null = null;
let serverLog = '';

/** `pnpm release local …` against the drill's registry copy; answers its output. */
function release(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'src/release-cli.ts', 'local', ...args, '--by', 'release-drill'], {
    cwd: join(REPO_ROOT, 'deploy'),
    encoding: 'utf8',
    env: {
      ...process.env,
      CONSOLE_ENVIRONMENTS_DIR: environmentsDir,
      CONSOLE_DIST_DIR: distDir,
      PORT: String(port),
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  });
}

/** Builds the remote at NEXT beside the live version with scripts/build-remote.mjs (once per run). */
function buildNextVersion() {
  if (existsSync(join(remoteDir, NEXT, 'mf-manifest.json'))) return;
  execFileSync('node', [join(REPO_ROOT, 'scripts', 'build-remote.mjs'), REMOTE, '--version', NEXT], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    env: { ...process.env, CONSOLE_DIST_DIR: distDir },
  });
}

/**
 * A test-only copy of a built version whose exposed parcel rejects in mount: the container and the
 * manifest load, the screen never mounts (the shell reports mount-error).
 */
function makeBrokenCopy() {
  const target = join(remoteDir, BROKEN);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(remoteDir, LIVE), target, { recursive: true });
  const descriptorFile = join(target, 'remote.json');
  writeFileSync(
    descriptorFile,
    JSON.stringify({ ...JSON.parse(readFileSync(descriptorFile, 'utf8')), version: BROKEN }),
  );
  const manifest = JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const chunks = manifest.exposes.find((e) => e.path === './app')?.assets.js.sync ?? [];
  if (chunks.length === 0) throw new Error(`${REMOTE} ${LIVE} exposes no ./app in its manifest`);
  const thrower =
    '{default:()=>({bootstrap:async()=>{},mount:async()=>{throw new Error("release drill: this canary throws on mount")},unmount:async()=>{}})}';
  // The exposed module is one of the chunks ./app loads (shared vendor chunks come with it).
  const exposed = chunks.find((chunk) =>
    /\{default:\(\)=>[A-Za-z_$][\w$]*\}/.test(readFileSync(join(target, chunk), 'utf8')),
  );
  if (!exposed) throw new Error(`no default export found in ${chunks.join(', ')}`);
  const file = join(target, exposed);
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace(/\{default:\(\)=>[A-Za-z_$][\w$]*\}/, thrower));
  // The server prefers precompressed files: drop them so the patched file is what is served.
  for (const variant of readdirSync(join(file, '..')).filter(
    (f) => f.startsWith(exposed.split('/').pop()!) && /\.(br|gz)$/.test(f),
  ))
    rmSync(join(file, '..', variant));
}

async function startServer() {
  cpSync(join(REPO_ROOT, 'deploy', 'environments'), environmentsDir, { recursive: true });
  server = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(REPO_ROOT, 'server'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: join(work, 'data'),
      CONSOLE_ENV: 'local',
      CONSOLE_ENVIRONMENTS_DIR: environmentsDir,
      CONSOLE_DIST_DIR: distDir,
      SEED: 'demo',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RELEASE_MANAGERS: 'hanbit_master',
      CANARY_MIN_LOADS: String(CANARY_MIN_LOADS),
      CANARY_MAX_ERROR_RATE: '0.5',
      CANARY_WATCH_SECONDS: '1',
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the drill's server stopped: ${serverLog}`);
    const up = await fetch(`${baseURL}/_build/latest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the drill's server did not start: ${serverLog}`);
}

/** The same stable hash the server buckets browsers with (0-99). */
const bucketOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0) % 100;

/** Bucket cookie values for two browsers: one inside a 50 % share, one outside. */
function bucketIds(): { inside: string; outside: string } {
  let inside = '';
  let outside = '';
  for (let i = 0; !inside || !outside; i += 1) {
    const id = `release-drill-${i}`;
    if (bucketOf(`browser:${id}`) < 50) inside ||= id;
    else outside ||= id;
  }
  return { inside, outside };
}

/** Collects the paths the page fetches from now on. */
function fetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const manifestOf = (version: string) => `/remotes/${REMOTE}/${version}/mf-manifest.json`;

/** Opens the remote's page and waits for its screen: the demo's team list. */
async function openTeamPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator('main').getByText('마케팅팀').first()).toBeVisible();
}

/** The version a browser with this bucket cookie is served, as its shell reads it at boot. */
async function versionForBucket(browser: Browser, id: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies([{ name: 'console_bucket', value: id, url: baseURL }]);
    const page = await context.newPage();
    const registry = page.waitForResponse((r) => new URL(r.url()).pathname === '/registry.json');
    await page.goto('/account/find/id');
    const body = (await (await registry).json()) as { remotes: { name: string; version: string }[] };
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return body.remotes.find((r) => r.name === REMOTE)!.version;
  } finally {
    await context.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'console-release-drill-'));
  environmentsDir = join(work, 'environments');
  buildNextVersion();
  makeBrokenCopy();
  await startServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  for (const version of [NEXT, BROKEN]) rmSync(join(remoteDir, version), { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

// First, on a fresh server: the canary watch judges a version by its loads and errors since the
// canary began (per minute), so the other steps' page loads must not count towards this one.
test('a 50 % canary serves both versions to two browsers of different buckets', async ({ browser }) => {
  const { inside, outside } = bucketIds();
  release('canary', REMOTE, NEXT, '50', '--reason', 'drill: half the users');
  try {
    expect(await versionForBucket(browser, inside)).toBe(NEXT);
    expect(await versionForBucket(browser, outside)).toBe(LIVE);
  } finally {
    release('canary', REMOTE, 'end');
  }
  expect(await versionForBucket(browser, inside)).toBe(LIVE);
});

test('a second build is pinned, seen on the next page load, rolled back, and the history says so', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  let fetched = fetchedPaths(page);
  await openTeamPage(page);
  expect(fetched).toContain(manifestOf(LIVE));

  expect(release('pin', REMOTE, NEXT, '--reason', 'drill: pin the second build')).toContain('pin done');
  fetched = fetchedPaths(page);
  await page.reload();
  await openTeamPage(page);
  expect(fetched).toContain(manifestOf(NEXT));
  expect(fetched).not.toContain(manifestOf(LIVE));

  expect(release('rollback', REMOTE, '--reason', 'drill: back to the live build')).toContain('rollback done');
  fetched = fetchedPaths(page);
  await page.reload();
  await openTeamPage(page);
  expect(fetched).toContain(manifestOf(LIVE));
  expect(fetched).not.toContain(manifestOf(NEXT));

  const history = release('history', '--remote', REMOTE);
  expect(history).toMatch(/rollback\s+team\s+by release-drill — drill: back to the live build/);
  expect(history).toMatch(/pin\s+team\s+by release-drill — drill: pin the second build/);
  expect(history.indexOf('rollback')).toBeLessThan(history.indexOf('pin '));
});

test('a release manager overrides a remote in their browser: banner, that version, one-click reset', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_master');
  await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '릴리스 관리' }).click();
  await expect(page).toHaveURL(/\/console\/releases$/);
  const form = page.getByRole('form', { name: '이 브라우저에서만 다른 버전 불러오기' });
  await form.getByRole('combobox', { name: '리모트' }).click();
  await page.getByRole('option', { name: REMOTE, exact: true }).click();
  await form.getByRole('combobox', { name: '버전' }).click();
  await page.getByRole('option', { name: NEXT, exact: true }).click();
  await form.getByRole('button', { name: '적용하고 새로고침' }).click();

  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`이 브라우저에서만 ${REMOTE} 리모트를 ${NEXT} 버전으로 불러오고 있어요.`);
  const fetched = fetchedPaths(page);
  await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '팀 스페이스' }).first().click();
  await expect(page.locator('main').getByText('마케팅팀').first()).toBeVisible();
  expect(fetched).toContain(manifestOf(NEXT));
  await expect(banner).toBeVisible();

  // Everyone else still gets the live version.
  const registry = (await (await fetch(`${baseURL}/registry.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  expect(registry.remotes.find((r) => r.name === REMOTE)?.version).toBe(LIVE);

  await banner.getByRole('button', { name: '되돌리기' }).click();
  await expect(page.getByTestId('current-user')).toBeVisible();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  const after = fetchedPaths(page);
  await openTeamPage(page);
  expect(after).toContain(manifestOf(LIVE));
});

test('a canary that throws on mount is rolled back automatically, and the history says so', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  const userSeq = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/_auth/session')).json()) as { resultData: { user: { userSeq: number } } };
    return answer.resultData.user.userSeq;
  });
  // Logged in, the bucket is the user's: 99 % puts hanbit_master in the canary unless its bucket is 99.
  expect(bucketOf(`user:${userSeq}`)).toBeLessThan(99);

  release('canary', REMOTE, BROKEN, '99', '--reason', 'drill: a broken build');
  for (let load = 0; load < CANARY_MIN_LOADS; load += 1) {
    const fetched = fetchedPaths(page);
    await page.goto(PAGE);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    expect(fetched).toContain(manifestOf(BROKEN));
    // The beacon sends after a short wait (leaving the page flushes it too).
    await page.waitForTimeout(1200);
  }
  const rolledBack = () => /automatic/.test(release('history', '--remote', REMOTE, '--limit', '1'));
  await expect.poll(rolledBack, { timeout: 15_000, intervals: [1000] }).toBe(true);

  const history = release('history', '--remote', REMOTE, '--limit', '1');
  expect(history).toMatch(/team\s+by .*\(automatic\)/);
  const fetched = fetchedPaths(page);
  await openTeamPage(page);
  expect(fetched).toContain(manifestOf(LIVE));

  await page.goto('/console/releases');
  const changes = page.getByRole('table', { name: 'local 변경 이력' });
  await expect(changes.getByRole('row').nth(1)).toContainText('자동');
});
