import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../../../../test-support/multipart-body';
import { createTestApp, injectAjax, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

/**
 * Every endpoint of the account features, called by every kind of caller, with the exact status
 * each must get. Bodies are chosen so that a caller who passes the guards meets a 400 (or a harmless
 * 200) instead of changing anything, so the rows do not depend on each other.
 */
const CALLERS = [
  'master',
  'manager',
  'user',
  'dwtMaster',
  'unverifiedMaster',
  'otherMaster',
  'anonymous',
  'endedSession',
] as const;
type Caller = (typeof CALLERS)[number];
const LOGIN_OF: Partial<Record<Caller, string>> = {
  master: 'hanbit_master',
  manager: 'hanbit_manager',
  user: 'hanbit_user',
  dwtMaster: 'bye_master',
  unverifiedMaster: 'saessak_master',
  otherMaster: 'linkcall_master',
};

type Expected = [number, number, number, number, number, number, number, number];
interface Row {
  name: string;
  request: () => Promise<InjectOptions> | InjectOptions;
  /** In CALLERS order. */
  expected: Expected;
}

let t: TestApp;
let endedHeaders: Record<string, string>;
let masterNotificationSeq: number;

before(async () => {
  t = await createTestApp({ adminToken: 'matrix-admin-token-0123456789' });
  const ended = await loginAs(t.app, 'hanbit_master');
  await injectAjax(t.app, { method: 'POST', url: '/api/auth/logout', headers: { cookie: ended.cookie } });
  endedHeaders = ended.headers;
  const [row] = await t.app.db.query<{ seq: number }>(
    "SELECT n.seq FROM notifications n JOIN users u USING (user_seq) WHERE u.login_id = 'hanbit_master' ORDER BY n.seq LIMIT 1",
  );
  masterNotificationSeq = row!.seq;
});
after(() => t.close());

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return { ajax: 'true' };
  if (caller === 'endedSession') return endedHeaders;
  return (await sharedLoginAs(t.app, LOGIN_OF[caller]!)).headers;
}

const upload = () => {
  const body = multipartBody({
    name: 'not-really.pdf',
    type: 'application/pdf',
    content: Buffer.from('plain text, not a PDF'),
  });
  return {
    method: 'POST',
    url: '/api/account/biz-file',
    payload: body.payload,
    headers: body.headers,
  } as InjectOptions;
};

//                                                    master manager user dwt unverif other anon ended
const ROWS: Row[] = [
  {
    name: 'GET notifications',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expected: [200, 200, 200, 200, 200, 200, 401, 403],
  },
  {
    name: 'GET unread-count',
    request: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    expected: [200, 200, 200, 200, 200, 200, 401, 403],
  },
  // The master's own notification: anyone else's is not found.
  {
    name: 'POST notification read',
    request: () => ({ method: 'POST', url: `/api/notifications/${masterNotificationSeq}/read` }),
    expected: [200, 404, 404, 404, 404, 404, 401, 403],
  },
  {
    name: 'POST read-all',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expected: [200, 200, 200, 200, 200, 200, 401, 403],
  },
  {
    name: 'GET business',
    request: () => ({ method: 'GET', url: '/api/account/business' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  {
    name: 'PUT business',
    request: () => ({ method: 'PUT', url: '/api/account/business', payload: { name: '' } }),
    expected: [400, 455, 455, 455, 400, 400, 401, 403],
  },
  // Read by the console's verify banner on every page, so a DWT role may read it too.
  {
    name: 'GET biz-file',
    request: () => ({ method: 'GET', url: '/api/account/biz-file' }),
    expected: [200, 200, 200, 200, 200, 200, 401, 403],
  },
  { name: 'POST biz-file', request: upload, expected: [400, 455, 455, 455, 400, 400, 401, 403] },
  {
    name: 'GET profile',
    request: () => ({ method: 'GET', url: '/api/account/profile' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  {
    name: 'PUT profile',
    request: () => ({ method: 'PUT', url: '/api/account/profile', payload: { name: '' } }),
    expected: [400, 400, 400, 455, 400, 400, 401, 403],
  },
  {
    name: 'PUT password',
    request: () => ({ method: 'PUT', url: '/api/account/password', payload: {} }),
    expected: [400, 400, 400, 455, 400, 400, 401, 403],
  },
  {
    name: 'GET security',
    request: () => ({ method: 'GET', url: '/api/account/security' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  {
    name: 'PUT security',
    request: () => ({ method: 'PUT', url: '/api/account/security', payload: {} }),
    expected: [400, 400, 400, 455, 400, 400, 401, 403],
  },
  {
    name: 'GET login-history',
    request: () => ({ method: 'GET', url: '/api/account/login-history' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  {
    name: 'GET withdrawal',
    request: () => ({ method: 'GET', url: '/api/account/withdrawal' }),
    expected: [200, 455, 455, 200, 200, 200, 401, 403],
  },
  {
    name: 'GET sessions',
    request: () => ({ method: 'GET', url: '/api/account/sessions' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  // A session id nobody has: each caller may only end their own devices.
  {
    name: 'DELETE session',
    request: () => ({ method: 'DELETE', url: '/api/account/sessions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' }),
    expected: [404, 404, 404, 455, 404, 404, 401, 403],
  },
  // Harmless here: each caller keeps the one session the matrix uses.
  {
    name: 'POST log-out-others',
    request: () => ({ method: 'POST', url: '/api/account/sessions/log-out-others' }),
    expected: [200, 200, 200, 455, 200, 200, 401, 403],
  },
  // Already requested: the DWT master gets a 409 before its body is even read.
  {
    name: 'POST withdrawal',
    request: () => ({ method: 'POST', url: '/api/account/withdrawal', payload: {} }),
    expected: [400, 455, 455, 409, 400, 400, 401, 403],
  },
  // Public: anyone may ask, a session changes nothing.
  {
    name: 'GET login-id-availability',
    request: () => ({ method: 'GET', url: '/api/account/login-id-availability?loginId=free_id_x' }),
    expected: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET identity-check',
    request: () => ({ method: 'GET', url: '/api/account/identity-checks/unknown-token-abcdefghij' }),
    expected: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST signup',
    request: () => ({ method: 'POST', url: '/api/account/signup', payload: {} }),
    expected: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: 'POST migration',
    request: () => ({ method: 'POST', url: '/api/account/migration/bizplus', payload: {} }),
    expected: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  // Find id and reset password: public, and an empty body is refused before anything is counted.
  ...[
    '/api/account/find-id/email',
    '/api/account/find-id/identity',
    '/api/account/password-reset/email',
    '/api/account/password-reset/identity',
    '/api/account/password-reset/token',
    '/api/account/password-reset',
  ].map((url): Row => ({
    name: `POST ${url.slice('/api/account/'.length)}`,
    request: () => ({ method: 'POST', url, payload: {} }),
    expected: [400, 400, 400, 400, 400, 400, 400, 400],
  })),
  {
    name: 'GET identity simulator',
    request: () => ({ method: 'GET', url: '/kmc/simulator' }),
    expected: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  // Operator calls: a user's bearer token is never an admin token.
  {
    name: 'POST admin verification',
    request: () => ({ method: 'POST', url: '/admin/api/businesses/1/verification', payload: { decision: 'APPROVE' } }),
    expected: [401, 401, 401, 401, 401, 401, 401, 401],
  },
  {
    name: 'GET admin biz-file',
    request: () => ({ method: 'GET', url: '/admin/api/businesses/1/biz-file' }),
    expected: [401, 401, 401, 401, 401, 401, 401, 401],
  },
  {
    name: 'POST admin provider-contract',
    request: () => ({ method: 'POST', url: '/admin/api/businesses/3/provider-contract' }),
    expected: [401, 401, 401, 401, 401, 401, 401, 401],
  },
  // Last, as it changes state: only the DWT master has a request to take back.
  {
    name: 'DELETE withdrawal',
    request: () => ({ method: 'DELETE', url: '/api/account/withdrawal' }),
    expected: [409, 455, 455, 200, 409, 409, 401, 403],
  },
];

for (const row of ROWS) {
  test(`${row.name}: ${CALLERS.map((caller, i) => `${caller} ${row.expected[i]}`).join(', ')}`, async () => {
    const actual: number[] = [];
    for (const caller of CALLERS) {
      const options = await row.request();
      const response = await injectAjax(t.app, {
        ...options,
        headers: { ...(await headersOf(caller)), ...options.headers },
      });
      actual.push(response.statusCode);
    }
    assert.deepEqual(
      Object.fromEntries(CALLERS.map((c, i) => [c, actual[i]])),
      Object.fromEntries(CALLERS.map((c, i) => [c, row.expected[i]])),
    );
  });
}

// Every route the account features add, by pattern: the rows above must call each one.
const ACCOUNT_ROUTES = [
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'POST /api/notifications/:seq/read',
  'POST /api/notifications/read-all',
  'GET /api/account/business',
  'PUT /api/account/business',
  'GET /api/account/biz-file',
  'POST /api/account/biz-file',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  'PUT /api/account/password',
  'GET /api/account/security',
  'PUT /api/account/security',
  'GET /api/account/login-history',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/:sessionId',
  'POST /api/account/sessions/log-out-others',
  'GET /api/account/withdrawal',
  'POST /api/account/withdrawal',
  'DELETE /api/account/withdrawal',
  'GET /api/account/login-id-availability',
  'GET /api/account/identity-checks/:token',
  'POST /api/account/signup',
  'POST /api/account/migration/bizplus',
  'POST /api/account/find-id/email',
  'POST /api/account/find-id/identity',
  'POST /api/account/password-reset/email',
  'POST /api/account/password-reset/identity',
  'POST /api/account/password-reset/token',
  'POST /api/account/password-reset',
  'GET /kmc/simulator',
  'POST /kmc/simulator',
  'POST /admin/api/businesses/:bizSeq/verification',
  'GET /admin/api/businesses/:bizSeq/biz-file',
  'POST /admin/api/businesses/:bizSeq/provider-contract',
];

test("every account route exists, and the matrix calls each (the simulator's POST is covered by the sign-up tests)", async () => {
  for (const route of ACCOUNT_ROUTES) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    assert.ok(t.app.hasRoute({ method: method!, url }), route);
  }
  const called = new Set<string>();
  for (const row of ROWS) {
    const { method, url } = await row.request();
    const path = String(url).split('?')[0]!;
    const match = ACCOUNT_ROUTES.find((route) => {
      const [m, pattern] = route.split(' ');
      return m === method && new RegExp(`^${pattern!.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path);
    });
    assert.ok(match, `${method} ${path} is not an account route`);
    called.add(match);
  }
  assert.deepEqual(
    ACCOUNT_ROUTES.filter((route) => !called.has(route)),
    ['POST /kmc/simulator'],
  );
});
