// JavaScript a cold load of each console route downloads (issue 18): gzipped bytes per route, which
// package each byte belongs to (from the build's source maps) and modules downloaded twice. Used by
// the budget journey (e2e/tests/js-budget.spec.ts) and by the bench (scripts/bench-console-routes.mjs).
// CommonJS, so that both the Playwright journey (compiled to CommonJS) and the ESM bench load it.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const ROOT = join(__dirname, '..');
/** Gzipped JavaScript a cold load of any console route may download (issue 18: 350 KB). */
const ROUTE_BUDGET_BYTES = 350 * 1000;
const DEMO_LOGIN = { id: 'hanbit_master', password: 'Console123!' };
/** Values for the descriptors' path parameters; routes with other parameters are skipped. */
const PARAMS = { teamSeq: '1' };
/** Routes whose screen needs a record id in the query (the invoice print popup: ?seq=): skipped too. */
const NEEDS_QUERY = ['/console/popup/invoice'];

/**
 * Every console route: the shell's /console paths (@console/contracts/shell-paths) and every route
 * of every remote descriptor under /console, parameters filled in. Routes that need a record id
 * ({seq}, or ?seq= for the invoice popup) are apart in `detail` (with their descriptor id) and named
 * in `skipped`: the JS budget test (e2e/tests/js-budget.spec.ts) opens them with demo records.
 */
function consoleRoutes() {
  const shellPaths = readFileSync(join(ROOT, 'shared', 'contracts', 'src', 'shell-paths.ts'), 'utf8');
  const shell = [...shellPaths.matchAll(/'(\/console\/[^']*)'/g)].map((m) => ({ owner: 'shell', path: m[1] }));
  const remotes = readdirSync(join(ROOT, 'remotes'))
    .filter((name) => existsSync(join(ROOT, 'remotes', name, 'remote.json')))
    .flatMap((name) => {
      const descriptor = JSON.parse(readFileSync(join(ROOT, 'remotes', name, 'remote.json'), 'utf8'));
      return descriptor.routes
        .filter((route) => route.path.startsWith('/console/'))
        .map((route) => ({ owner: name, id: route.id, path: route.path }));
    });
  const routes = [];
  const skipped = [];
  const detail = [];
  for (const route of [...shell, ...remotes]) {
    const path = route.path.replace(/\{(\w+)\}/g, (whole, key) => PARAMS[key] ?? whole);
    if (path.includes('{') || NEEDS_QUERY.includes(path)) {
      skipped.push(route.path);
      detail.push(route);
    } else routes.push({ ...route, path });
  }
  return { routes, skipped, detail };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * What a source of a source map is: its package (a node_modules package, a workspace package
 * `@console/x`, the app itself or the bundler's runtime) and a module key that is the same for the
 * same file whichever app bundled it, so a module downloaded in two chunks is found.
 */
function describeSource(source, app) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const module = path.slice(nodeModules + 'node_modules/'.length);
    const parts = module.split('/');
    return { pkg: parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0], module };
  }
  const workspace = /(?:^|\/)shared\/([^/]+)\/(.*)$/.exec(path);
  if (workspace) return { pkg: `@console/${workspace[1]}`, module: `@console/${workspace[1]}/${workspace[2]}` };
  if (/^\.?\/?src\//.test(path)) return { pkg: `(${app})`, module: `${app}/${path.replace(/^\.?\/?/, '')}` };
  // Bundler runtime and generated modules: one per chunk or entry by design, never a duplicate.
  return { pkg: '(rspack runtime)', module: null };
}

/** Bytes of generated code per source of a built file, from its source map. */
function generatedBytesBySource(code, map) {
  const bytes = new Map();
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const segments = [];
    for (const raw of line.split(',')) {
      if (!raw) continue;
      const values = decodeSegment(raw);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      // The other fields (line, column, name) are not needed: only the source index is kept.
      segments.push({ column, source: values.length >= 4 ? sourceIndex : -1 });
    }
    segments.forEach((segment, i) => {
      if (segment.source < 0) return;
      const end = i + 1 < segments.length ? segments[i + 1].column : text.length;
      const name = map.sources[segment.source];
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return bytes;
}

/** The built file behind a script URL of the console, or null when it is not in dist/. */
function builtFile(url, distDir) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) return { app: remote[1], file: join(distDir, 'remotes', remote[1], remote[2], remote[3]) };
  return { app: 'shell', file: join(distDir, 'shell', pathname.replace(/^\//, '')) };
}

/**
 * Analysed scripts by URL and size: every asset name carries its content hash, so a script that
 * several routes download (the shell's main chunk, a remote's entry) is read and mapped once.
 */
const analysed = new Map();

/** One downloaded script: its gzipped size and its gzipped bytes shared out over its packages. */
function analyseScript(url, body, distDir) {
  const key = `${distDir} ${url} ${body.length}`;
  if (!analysed.has(key)) analysed.set(key, analyseScriptOnce(url, body, distDir));
  return analysed.get(key);
}

function analyseScriptOnce(url, body, distDir) {
  const gzip = gzipSync(body, { level: 9 }).length;
  const { app, file } = builtFile(url, distDir);
  const packages = new Map();
  const modules = new Map();
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const bySource = generatedBytesBySource(body.toString('utf8'), map);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, bytes] of bySource) {
      const { pkg, module } = describeSource(source, app);
      packages.set(pkg, (packages.get(pkg) ?? 0) + (bytes / total) * gzip);
      if (module && bytes > 0) modules.set(module, pkg);
    }
  } else {
    packages.set('(no source map)', gzip);
  }
  return { url, app, gzip, packages, modules };
}

/**
 * Loads `path` in a new browser context (an empty cache), logged in as the demo master, and returns
 * every script it downloaded until the network was idle, analysed.
 */
async function measureRoute(browser, base, path, distDir) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const answer = await context.request.post(`${base}/api/auth/login`, {
      headers: { AJAX: 'true' },
      data: DEMO_LOGIN,
    });
    if (!answer.ok()) throw new Error(`login failed: HTTP ${answer.status()}`);
    // The once-per-team action guide is its own journey; skip it like the other journeys do.
    const guides = { state: { showActionGuide: true, currentTab: null, tooltips: {}, guidedTeams: [1, 2, 3] } };
    await context.addCookies([
      { name: 'console_guides', value: encodeURIComponent(JSON.stringify({ ...guides, version: 0 })), url: base },
    ]);
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => analyseScript(response.url(), body, distDir))
          .catch(() => null),
      );
    });
    const response = await page.goto(`${base}${path}`);
    // The page's heading first (the remote is loaded by then), then until the network is quiet.
    // Popup routes have no console chrome (no main): their heading is the page's h1.
    const loaded = await page
      .locator('main h1')
      .or(page.locator('body:not(:has(main)) h1'))
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return { ...summarise(path, finalPath, scripts), status: response?.status() ?? 0, loaded };
  } finally {
    await context.close();
  }
}

function summarise(path, finalPath, scripts) {
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const packages = new Map();
  const owners = new Map();
  for (const script of scripts) {
    for (const [pkg, bytes] of script.packages) packages.set(pkg, (packages.get(pkg) ?? 0) + bytes);
    for (const [module, pkg] of script.modules) {
      const owner = owners.get(module) ?? { pkg, urls: [] };
      owner.urls.push(script.url);
      owners.set(module, owner);
    }
  }
  const duplicates = [...owners]
    .filter(([, owner]) => owner.urls.length > 1)
    .map(([module, owner]) => ({ module, pkg: owner.pkg, urls: owner.urls }));
  return { path, finalPath, gzip, scripts, packages, duplicates };
}

/** The packages of a measured route, heaviest first, as "name 12.3" (KB gzipped). */
function heaviestPackages(result, count = 6) {
  return [...result.packages]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([pkg, bytes]) => `${pkg} ${(bytes / 1000).toFixed(1)}`);
}

/**
 * The packages the browser must have once: the singletons rspack.shared.js guards, and the federation
 * runtime core, SDK and error codes remotes take from the shell. Other packages may come in two apps'
 * chunks by design: the part of the federation runtime that holds a build's state
 * (@module-federation/runtime and the bundler runtime's initContainerEntry, see
 * scripts/federation-handover.cjs) and the contracts (bundled per app, never shared).
 */
function singleCopyPackages() {
  const { GUARDED_PACKAGE_DIRS, FEDERATION_HANDOVER } = require(join(ROOT, 'rspack.shared.js'));
  return new Set([...GUARDED_PACKAGE_DIRS, '@module-federation/runtime-core', ...Object.keys(FEDERATION_HANDOVER)]);
}

/**
 * Packages with a module in two downloaded chunks, e.g. "react (3 modules)": all of them, or with
 * `only`, those in that set (singleCopyPackages()).
 */
function duplicatedPackages(result, only) {
  const counts = new Map();
  for (const { pkg } of result.duplicates) {
    if (!only || only.has(pkg)) counts.set(pkg, (counts.get(pkg) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => `${name} (${n} module${n > 1 ? 's' : ''})`);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

module.exports = {
  ROOT,
  ROUTE_BUDGET_BYTES,
  DEMO_LOGIN,
  consoleRoutes,
  describeSource,
  generatedBytesBySource,
  builtFile,
  analyseScript,
  measureRoute,
  heaviestPackages,
  singleCopyPackages,
  duplicatedPackages,
  kb,
};
