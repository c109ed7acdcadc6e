import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DeclaredRoute } from '../plugins/external/zod-validation';
import { insertApiKey } from '../../test-support/api-key-fixture';
import { writeBuiltRemote, writeShell } from '../../test-support/dist-fixture';
import {
  encodeText,
  genericBody,
  jsonSchemaOf,
  keysOf,
  malformedFor,
  multipartBody,
  oddHeaders,
  oddPathSegment,
  queryStringOf,
  rawQuery,
  type RawBody,
} from '../../test-support/malformed-requests';
import { createTestApp, injectAjax, login, loginAs, type TestApp } from '../../test-support/test-app';

// Malformed input (issue 18): every route the app registers gets malformed requests derived from its
// zod schemas (body, query, params) and generic ones (broken JSON, wrong content types, bad multipart,
// odd path params, cookies and tokens), anonymous and past authentication (a master, a member, the
// operator token, a team API key). No answer is a 5xx or hangs; every refusal under /api, /admin/api
// and /async is the resultCode envelope with a Korean message; pages answer HTML, a redirect or a 4xx.
//
// FUZZ_RUNS (default 28) scales the requests per route (upload routes get three times as many),
// FUZZ_SEED picks another seed, FUZZ_SHRINK=1 shrinks a failure to a smaller counterexample, FUZZ_VERBOSE=1
// prints each route's progress.
const SEED = Number(process.env.FUZZ_SEED ?? 18_062_026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 28);
const SHRINK = process.env.FUZZ_SHRINK === '1';
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const REQUEST_TIMEOUT_MS = 10_000;
const MIN_REQUESTS = 10_000;
const ADMIN_TOKEN = 'fuzz-operator-token-0123456789';
const HANGUL = /[가-힣]/;
const ENVELOPE_PREFIXES = ['/api/', '/admin/api/', '/async/', '/dev/'];

type Identity = 'anonymous' | 'master' | 'member' | 'operator' | 'apiKey';
interface Case {
  identity: Identity;
  method: string;
  url: string;
  body: RawBody | null;
  headers: Record<string, string>;
}

let t: TestApp;
let apiKey: string;
const sessions: Partial<Record<'master' | 'member', Record<string, string>>> = {};
const LOGINS = { master: 'hanbit_master', member: 'hanbit_user' } as const;
const lostLogins = new Set<'master' | 'member'>();

before(async () => {
  t = await createTestApp({ adminToken: ADMIN_TOKEN, devOutbox: true });
  await writeShell(t.config.distDir);
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await mkdir(t.config.environmentsDir, { recursive: true });
  await writeFile(
    path.join(t.config.environmentsDir, `${t.config.consoleEnv}.json`),
    JSON.stringify({ environment: t.config.consoleEnv, remotes: { kakao: { version: '1.0.0', enabled: true } } }),
  );
  apiKey = await insertApiKey(t.app.db, 1, { name: '퍼즈 연동' });
  for (const who of ['master', 'member'] as const) sessions[who] = (await loginAs(t.app, LOGINS[who])).headers;
});
after(() => t.close());

/**
 * Logs a demo user in from scratch, through two-step login when a fuzzed request turned it on (the code
 * is the outbox's newest message); null when the account no longer logs in.
 */
async function logIn(loginId: string): Promise<Record<string, string> | null> {
  const first = await login(t.app, loginId);
  let cookie = first.cookies.find((c) => c.name === 'console_session');
  if (first.statusCode !== 200 || !cookie) return null;
  if (first.json().resultData?.securityCodeRequired) {
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    const code = /(\d{6})/.exec(String(outbox.json().resultData?.[0]?.body))?.[1] ?? '';
    const done = await injectAjax(t.app, {
      method: 'POST',
      url: '/api/auth/security-login',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
      payload: { code },
    });
    cookie = done.cookies.find((c) => c.name === 'console_session') ?? cookie;
  }
  const header = `${cookie.name}=${cookie.value}`;
  const session = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: header } });
  const token = session.json().resultData?.accessToken?.token as string | undefined;
  return token ? { cookie: header, authorization: `Bearer ${token}`, ajax: 'true' } : null;
}

/** A fuzzed request may end its own session (logout, session list): log in again before the next route. */
async function keepSessions() {
  for (const who of ['master', 'member'] as const) {
    const answer = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: sessions[who] });
    const user: unknown = answer.statusCode === 200 ? answer.json().resultData?.user : null;
    if (user) continue;
    // An account the fuzz made unusable is fuzzed anonymously from then on (counted in the summary).
    const again = await logIn(LOGINS[who]);
    if (again) sessions[who] = again;
    else lostLogins.add(who);
  }
}

function identitiesOf(url: string): Identity[] {
  if (url.startsWith('/admin/api/')) return ['anonymous', 'operator'];
  if (url.startsWith('/api/public/v1/')) return ['anonymous', 'apiKey'];
  if (url.startsWith('/api/') || url.startsWith('/async/')) return ['anonymous', 'master', 'member'];
  return ['anonymous', 'master'];
}

function headersOf(identity: Identity, withAjax: boolean): Record<string, string> {
  const ajax: Record<string, string> = withAjax ? { ajax: 'true' } : {};
  switch (identity) {
    case 'anonymous':
      return ajax;
    case 'master':
    case 'member':
      return lostLogins.has(identity) ? ajax : { ...sessions[identity], 'curr-team-seq': '1', ...ajax };
    case 'operator':
      return { authorization: `Bearer ${ADMIN_TOKEN}` };
    case 'apiKey':
      return { authorization: `Bearer ${apiKey}`, 'idempotency-key': 'fuzz-key' };
  }
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests for one route and method: schema-derived, generic bodies, multipart, odd headers. */
function casesFor(route: DeclaredRoute, method: string): fc.Arbitrary<Case> {
  const params = jsonSchemaOf(route.schema?.params);
  const query = jsonSchemaOf(route.schema?.querystring);
  const body = jsonSchemaOf(route.schema?.body);
  const paramKeys = keysOf(params);

  // Path parameters: near the schema's values where it names them, otherwise odd segments.
  const segments = route.url.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment === '*') return fc.array(oddPathSegment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    const fromSchema = paramKeys.includes(name)
      ? malformedFor(params!.properties![name]!).map((v) =>
          encodeText(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
        )
      : oddPathSegment;
    return fc.oneof(fromSchema, oddPathSegment).map((v) => (v === '' ? '%20' : v));
  });
  const path = fc.tuple(...segments).map((parts) => parts.join('/') || '/');
  const queryString = fc.oneof(
    { weight: 2, arbitrary: query ? malformedFor(query).map(queryStringOf) : fc.constant('') },
    { weight: 1, arbitrary: rawQuery },
    { weight: 1, arbitrary: fc.constant('') },
  );
  const url = fc.tuple(path, queryString).map(([p, q]) => (q ? `${p}?${q}` : p));
  const jsonBody = malformedFor(body).map((value): RawBody => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const bodies: fc.Arbitrary<RawBody | null> = HAS_BODY.has(method)
    ? fc.oneof(
        { weight: body ? 4 : 1, arbitrary: jsonBody },
        { weight: 2, arbitrary: genericBody },
        // Uploads (a POST without a JSON body schema) get mostly multipart.
        { weight: body ? 1 : 5, arbitrary: multipartBody },
        { weight: 1, arbitrary: fc.constant(null) },
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: genericBody });
  const headers = fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders });
  return fc
    .record({
      identity: fc.constantFrom(...identitiesOf(route.url)),
      withAjax: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      url,
      body: bodies,
      headers,
    })
    .map(({ identity, withAjax, url: u, body: b, headers: h }) => ({
      identity,
      method,
      url: u,
      body: b,
      headers: { ...headersOf(identity, withAjax), ...h },
    }));
}

let requests = 0;
let injectMs = 0;

async function send(c: Case): Promise<LightMyRequestResponse | 'HANG'> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.body?.contentType !== undefined) headers['content-type'] = c.body.contentType;
  const options: InjectOptions = {
    method: c.method as InjectOptions['method'],
    url: c.url,
    headers,
    // Not the address the logins come from: the login route's per-IP flood guard stays out of the way.
    remoteAddress: '127.0.0.2',
    ...(c.body ? { payload: c.body.payload } : {}),
  };
  requests += 1;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'HANG'>((resolve) => {
    timer = setTimeout(() => resolve('HANG'), REQUEST_TIMEOUT_MS);
  });
  const t0 = performance.now();
  try {
    return await Promise.race([t.app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
    injectMs += performance.now() - t0;
  }
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

function envelopeProblem(answer: LightMyRequestResponse): string | null {
  const { statusCode: status } = answer;
  let envelope: { resultCode?: unknown; resultData?: unknown; message?: unknown };
  try {
    envelope = JSON.parse(answer.body) as typeof envelope;
  } catch {
    return `answered ${status} without a JSON envelope (${String(answer.headers['content-type'])}): ${answer.body.slice(0, 200)}`;
  }
  if (typeof envelope.resultCode !== 'number' || !('resultData' in envelope) || typeof envelope.message !== 'string')
    return `answered ${status} without the resultCode envelope: ${answer.body.slice(0, 200)}`;
  if (!HANGUL.test(envelope.message))
    return `answered ${status} with a message that is not Korean: ${envelope.message}`;
  return null;
}

/** What is wrong with an answer, or null. */
function problemOf(routeUrl: string, c: Case, answer: LightMyRequestResponse | 'HANG'): string | null {
  if (answer === 'HANG') return `no answer within ${REQUEST_TIMEOUT_MS} ms`;
  const status = answer.statusCode;
  if (status >= 500) return `answered ${status}: ${answer.body.slice(0, 300)}`;
  if (status < 400) return null;
  const urlPath = pathOf(c.url);
  if (ENVELOPE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return envelopeProblem(answer);
  // A page (not a file, a remote's asset or the API reference) refuses with an HTML page of its own.
  if (c.method !== 'GET' || looksLikeFile(urlPath) || /^\/(remotes|docs)(\/|$)/.test(urlPath)) return null;
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) return null;
  return `answered ${status} with ${type || 'no content type'}, not a page`;
}

const looksLikeFile = (urlPath: string) => /\.[a-z0-9]+$/i.test(urlPath);

/** A short, replayable description of a case: long strings cut, bodies as their length and head. */
function describe(c: Case): string {
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s);
  const payload = c.body ? (Buffer.isBuffer(c.body.payload) ? c.body.payload.toString('latin1') : c.body.payload) : '';
  return JSON.stringify({
    identity: c.identity,
    method: c.method,
    url: cut(c.url),
    contentType: c.body?.contentType,
    body: c.body ? cut(payload) : undefined,
    headers: Object.fromEntries(
      Object.entries(c.headers)
        .filter(([name]) => !['cookie', 'authorization'].includes(name) || c.identity === 'anonymous')
        .map(([name, value]) => [name, cut(value)]),
    ),
  });
}

/** Route and method pairs, the ones that can end a session or delete the seeded data last. */
function routesToFuzz(): { route: DeclaredRoute; method: string }[] {
  const late = (route: DeclaredRoute, method: string) =>
    method === 'DELETE' || /logout|withdrawal|sessions|password|leave/.test(route.url) ? 1 : 0;
  return t.app.declaredRoutes
    .flatMap((route) => route.methods.map((method) => ({ route, method })))
    .sort((a, b) => late(a.route, a.method) - late(b.route, b.method));
}

test('every route answers malformed requests with a 4xx in the resultCode shape, never a 5xx or a hang', async (ctx) => {
  const failures: string[] = [];
  const started = Date.now();
  const covered = routesToFuzz();
  for (const { route, method } of covered) {
    const upload = HAS_BODY.has(method) && !route.schema?.body;
    // Files (scripts, the OpenAPI document, sitemaps) take nothing but a query and headers: fewer runs.
    const runs = upload ? RUNS * 3 : looksLikeFile(route.url) && !route.schema ? Math.ceil(RUNS / 4) : RUNS;
    let seen: string | null = null;
    const result = await fc.check(
      fc.asyncProperty(casesFor(route, method), async (c) => {
        const problem = problemOf(route.url, c, await send(c));
        if (problem) seen = problem;
        return problem === null;
      }),
      { seed: SEED, numRuns: runs, endOnFailure: !SHRINK },
    );
    if (result.failed) {
      const example = result.counterexample?.[0];
      failures.push(
        `${method} ${route.url}: ${seen ?? String(result.errorInstance)}\n    replay: FUZZ_SEED=${SEED} (path ${result.counterexamplePath}) ${example ? describe(example) : ''}`,
      );
    }
    await keepSessions();
    if (VERBOSE)
      console.error(
        `${method} ${route.url}: ${requests} requests, inject ${(injectMs / 1000).toFixed(1)} s, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
  }
  ctx.diagnostic(
    `${requests} malformed requests to ${covered.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})` +
      (lostLogins.size ? `; logins a fuzzed request made unusable: ${[...lostLogins].join(', ')}` : ''),
  );
  assert.ok(failures.length === 0, `${failures.length} routes answered badly:\n${failures.join('\n')}`);
  if (RUNS >= 28) assert.ok(requests >= MIN_REQUESTS, `only ${requests} requests were sent`);
});
