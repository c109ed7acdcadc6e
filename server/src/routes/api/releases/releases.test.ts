import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ReleaseStatus } from '@console/contracts/releases';
import { writeBuiltRemote, writeEdited } from '../../../../test-support/dist-fixture';
import { createTestApp, injectAjax, loginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let manager: Awaited<ReturnType<typeof loginAs>>;
let user: Awaited<ReturnType<typeof loginAs>>;
const startedAt = new Date(Date.now() - 10 * 60_000).toISOString();

before(async () => {
  t = await createTestApp({ consoleEnv: 'staging', releaseManagers: ['hanbit_master'], canaryMinLoads: 3 });
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.1.0');
  await writeBuiltRemote(t.config.distDir, 'billing', '2.0.0');
  const dir = t.config.environmentsDir;
  await writeEdited(
    path.join(dir, 'staging.json'),
    JSON.stringify({
      environment: 'staging',
      remotes: {
        kakao: { version: '1.0.0', enabled: true, canary: { version: '1.1.0', percent: 20, startedAt } },
        billing: { version: '2.0.0', enabled: false, reason: '청구서 점검' },
      },
    }),
  );
  await writeEdited(
    path.join(dir, 'production.json'),
    JSON.stringify({ environment: 'production', remotes: { kakao: { version: '9.0.0', enabled: true } } }),
  );
  manager = await loginAs(t.app, 'hanbit_master');
  user = await loginAs(t.app, 'hanbit_user');
});
after(() => t.close());

test('the session says who is a release manager', async () => {
  const as = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json().resultData.user;
  assert.equal((await as(manager.cookie)).releaseManager, true);
  assert.equal((await as(user.cookie)).releaseManager, undefined);
});

test('status: every environment, current marked, shares, loads and errors per version, manifest health, built versions, history', async () => {
  await t.app.releases.events.record('staging', [
    { remote: 'kakao', version: '1.0.0', kind: 'load' },
    { remote: 'kakao', version: '1.0.0', kind: 'load' },
    { remote: 'kakao', version: '1.1.0', kind: 'load' },
    { remote: 'kakao', version: '1.1.0', kind: 'mount-error' },
    { remote: 'kakao', version: '1.1.0', kind: 'load-error' },
  ]);
  await t.app.releases.store.change('staging', (current) => ({
    environment: current,
    change: {
      by: 'kim',
      action: 'pin',
      remote: 'billing',
      before: null,
      after: current.remotes.billing!,
      automatic: false,
    },
  }));
  const response = await t.app.inject({ method: 'GET', url: '/api/releases/status', headers: manager.headers });
  assert.equal(response.statusCode, 200, response.body);
  const status = ReleaseStatus.parse(response.json().resultData);
  assert.deepEqual(status.canaryPolicy, { errorRate: 0.05, minLoads: 3 });
  assert.deepEqual(
    status.environments.map((e) => [e.environment, e.current]),
    [
      ['production', false],
      ['staging', true],
    ],
  );
  const staging = status.environments.find((e) => e.environment === 'staging')!;
  const kakao = staging.remotes.find((r) => r.name === 'kakao')!;
  assert.deepEqual(kakao.versions, [
    { version: '1.0.0', share: 80, loads: 2, errors: 0, errorRate: 0 },
    { version: '1.1.0', share: 20, loads: 2, errors: 2, errorRate: 1 },
  ]);
  assert.deepEqual(kakao.manifest, { ok: true });
  assert.deepEqual(kakao.builtVersions, ['1.1.0', '1.0.0']);
  const billing = staging.remotes.find((r) => r.name === 'billing')!;
  assert.deepEqual([billing.enabled, billing.reason], [false, '청구서 점검']);
  assert.deepEqual(
    staging.history.map((c) => [c.id, c.by]),
    [[1, 'kim']],
  );
  const production = status.environments.find((e) => e.environment === 'production')!;
  assert.equal(production.remotes[0]?.manifest.ok, false);
  assert.match(production.remotes[0]?.manifest.problem ?? '', /kakao 9\.0\.0/);
});

test('only release managers see the status and set overrides', async () => {
  const status = await t.app.inject({ method: 'GET', url: '/api/releases/status', headers: user.headers });
  assert.equal(status.statusCode, 403);
  assert.match(status.json().message, /릴리스 관리자/);
  const put = await injectAjax(t.app, {
    method: 'PUT',
    url: '/api/releases/override',
    headers: user.headers,
    payload: { remote: 'kakao', version: '1.1.0' },
  });
  assert.equal(put.statusCode, 403);
  assert.equal(put.cookies.length, 0);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/releases/status' })).statusCode, 401);
});

test('an override is kept in a cookie, applied to the registry, and reset by remote or all at once', async () => {
  const put = (payload: object) =>
    injectAjax(t.app, { method: 'PUT', url: '/api/releases/override', headers: manager.headers, payload });
  const first = await put({ remote: 'kakao', version: '1.1.0' });
  assert.equal(first.statusCode, 200, first.body);
  const cookie = first.cookies.find((c) => c.name === 'console_remote_override')!;
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.deepEqual(JSON.parse(cookie.value), { kakao: { version: '1.1.0' } });
  const both = await injectAjax(t.app, {
    method: 'PUT',
    url: '/api/releases/override',
    headers: {
      ...manager.headers,
      cookie: `${manager.cookie}; console_remote_override=${encodeURIComponent(cookie.value)}`,
    },
    payload: { remote: 'billing', url: 'https://cdn.example.com/billing/mf-manifest.json' },
  });
  const overrides = both.cookies.find((c) => c.name === 'console_remote_override')!.value;
  assert.deepEqual(JSON.parse(overrides), {
    kakao: { version: '1.1.0' },
    billing: { url: 'https://cdn.example.com/billing/mf-manifest.json' },
  });
  const withCookie = `${manager.cookie}; console_remote_override=${encodeURIComponent(overrides)}`;
  const registry = (
    await t.app.inject({ method: 'GET', url: '/registry.json', headers: { cookie: withCookie } })
  ).json();
  assert.deepEqual(registry.remotes.find((r: { name: string }) => r.name === 'kakao').override, { version: '1.1.0' });

  const one = await injectAjax(t.app, {
    method: 'DELETE',
    url: '/api/releases/override?remote=kakao',
    headers: { ...manager.headers, cookie: withCookie },
  });
  assert.equal(one.statusCode, 200);
  assert.deepEqual(JSON.parse(one.cookies.find((c) => c.name === 'console_remote_override')!.value), {
    billing: { url: 'https://cdn.example.com/billing/mf-manifest.json' },
  });
  const all = await injectAjax(t.app, {
    method: 'DELETE',
    url: '/api/releases/override',
    headers: { ...manager.headers, cookie: withCookie },
  });
  const cleared = all.cookies.find((c) => c.name === 'console_remote_override')!;
  assert.equal(cleared.value, '');
  assert.ok(cleared.expires && cleared.expires.getTime() < Date.now());
});

test('an override names a remote of this environment and a built version, or one URL', async () => {
  const put = (payload: object) =>
    injectAjax(t.app, { method: 'PUT', url: '/api/releases/override', headers: manager.headers, payload });
  for (const [payload, pattern] of [
    [{ remote: 'stats', version: '1.0.0' }, /stats 리모트가 없어요/],
    [{ remote: 'kakao', version: '7.7.7' }, /빌드되어 있지 않아요/],
    [{ remote: 'kakao', version: '1.1.0', url: 'https://x.example/m.json' }, /하나만/],
    [{ remote: 'kakao', url: 'not a url' }, /[가-힣]/],
  ] as const) {
    const response = await put(payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.match(JSON.stringify(response.json()), pattern);
  }
});
