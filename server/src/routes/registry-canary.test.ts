import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Registry, RegistryRemote } from '@console/contracts/registry';
import { descriptorOf, writeBuiltRemote, writeEdited } from '../../test-support/dist-fixture';
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { bucketOf, userBucketKey } from '../releases/canary-bucket';

let t: TestApp;
let manager: Awaited<ReturnType<typeof loginAs>>;
let user: Awaited<ReturnType<typeof loginAs>>;

before(async () => {
  t = await createTestApp({ consoleEnv: 'staging', releaseManagers: ['hanbit_master'] });
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.1.0');
  await writeBuiltRemote(t.config.distDir, 'billing', '2.0.0');
  await writeEdited(
    path.join(t.config.environmentsDir, 'staging.json'),
    JSON.stringify({
      environment: 'staging',
      remotes: {
        kakao: {
          version: '1.0.0',
          enabled: true,
          canary: { version: '1.1.0', percent: 50, startedAt: new Date().toISOString() },
        },
        billing: { version: '2.0.0', enabled: true },
      },
    }),
  );
  manager = await loginAs(t.app, 'hanbit_master');
  user = await loginAs(t.app, 'hanbit_user');
});
after(() => t.close());

async function registry(cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url: '/registry.json', headers: cookie ? { cookie } : {} });
  const body = response.json<Registry>();
  return { response, body, kakao: body.remotes.find((r: RegistryRemote) => r.name === 'kakao')! };
}

test('no cache, varies by cookie; a browser without a bucket gets a year-long HttpOnly cookie', async () => {
  const { response } = await registry();
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.equal(response.headers.vary, 'Cookie');
  const cookie = response.cookies.find((c) => c.name === 'console_bucket');
  assert.ok(cookie, 'the bucket cookie is set');
  assert.match(cookie.value, /^[A-Za-z0-9_-]{16,}$/);
  assert.equal(cookie.maxAge, 365 * 24 * 60 * 60);
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/');
  const again = await registry(`console_bucket=${cookie.value}`);
  assert.equal(again.response.cookies.length, 0, 'a browser that has one keeps it');
});

test('about half of 1000 browsers get the 50 % canary; each browser always the same answer', async () => {
  let canary = 0;
  const answers = new Map<string, string>();
  for (let i = 0; i < 1000; i += 1) {
    const id = `browser-${String(i).padStart(6, '0')}`;
    const { kakao } = await registry(`console_bucket=${id}`);
    if (kakao.canary) {
      canary += 1;
      assert.equal(kakao.version, '1.1.0');
      assert.equal(kakao.manifestUrl, '/remotes/kakao/1.1.0/mf-manifest.json');
      assert.deepEqual(kakao.descriptor, descriptorOf('kakao', '1.1.0'));
    } else {
      assert.equal(kakao.version, '1.0.0');
      assert.equal(kakao.canary, undefined);
    }
    if (i < 20) answers.set(id, kakao.version);
  }
  assert.ok(canary > 430 && canary < 570, `${canary} of 1000 in the canary`);
  for (const [id, version] of answers)
    assert.equal((await registry(`console_bucket=${id}`)).kakao.version, version, id);
});

test('the bucket of a logged-in user is their own, whatever the browser; users split about evenly', async () => {
  const userSeq = (
    await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: user.cookie } })
  ).json().resultData.user.userSeq as number;
  const expected = bucketOf(userBucketKey(userSeq)) < 50 ? '1.1.0' : '1.0.0';
  for (const bucket of ['browser-aaaaaaaa', 'browser-bbbbbbbb', 'browser-cccccccc']) {
    const { kakao, response } = await registry(`${user.cookie}; console_bucket=${bucket}`);
    assert.equal(kakao.version, expected);
    assert.equal(response.cookies.length, 0, 'no bucket cookie is set for a logged-in user');
  }
  const buckets = Array.from({ length: 1000 }, (_, i) => bucketOf(userBucketKey(i + 1)));
  const share = buckets.filter((b) => b < 50).length;
  assert.ok(share > 450 && share < 550, `${share} of 1000 users below 50`);
  assert.deepEqual(
    buckets.slice(0, 50),
    Array.from({ length: 50 }, (_, i) => bucketOf(userBucketKey(i + 1))),
  );
  assert.ok(buckets.every((b) => Number.isInteger(b) && b >= 0 && b < 100));
});

test("a release manager's override cookie is applied; an ordinary user's is ignored", async () => {
  const versionOverride = `console_remote_override=${encodeURIComponent(JSON.stringify({ billing: { version: '1.9.0' }, kakao: { url: 'http://127.0.0.1:9/mf-manifest.json' } }))}`;
  const asManager = await registry(`${manager.cookie}; ${versionOverride}`);
  const billing = asManager.body.remotes.find((r) => r.name === 'billing')!;
  assert.deepEqual(
    { version: billing.version, manifestUrl: billing.manifestUrl, override: billing.override },
    { version: '1.9.0', manifestUrl: '/remotes/billing/1.9.0/mf-manifest.json', override: { version: '1.9.0' } },
  );
  assert.match(
    billing.descriptorError ?? '',
    /billing@1\.9\.0/,
    'the descriptor is read as usual: this one is not built',
  );
  assert.equal(asManager.kakao.manifestUrl, 'http://127.0.0.1:9/mf-manifest.json');
  assert.deepEqual(asManager.kakao.override, { url: 'http://127.0.0.1:9/mf-manifest.json' });
  assert.equal(asManager.kakao.canary, undefined, 'an override wins over the canary');

  for (const cookie of [`${user.cookie}; ${versionOverride}`, versionOverride]) {
    const ignored = await registry(cookie);
    const plain = ignored.body.remotes.find((r) => r.name === 'billing')!;
    assert.equal(plain.version, '2.0.0');
    assert.equal(plain.override, undefined);
    assert.equal(ignored.kakao.override, undefined);
  }
  const broken = await registry(`${manager.cookie}; console_remote_override=not-json`);
  assert.ok(broken.body.remotes.every((r) => !r.override));
});

test('versions side by side: both served, versioned assets immutable, manifests and descriptors no-cache', async () => {
  for (const version of ['1.0.0', '1.1.0']) {
    const asset = await t.app.inject({ method: 'GET', url: `/remotes/kakao/${version}/assets/app.0123456789.js` });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const file of ['mf-manifest.json', 'remote.json']) {
      const answer = await t.app.inject({ method: 'GET', url: `/remotes/kakao/${version}/${file}` });
      assert.equal(answer.statusCode, 200, file);
      assert.equal(answer.headers['cache-control'], 'no-cache', file);
    }
    const entry = await t.app.inject({ method: 'GET', url: `/remotes/kakao/${version}/remoteEntry.js` });
    assert.equal(entry.body, `/* kakao ${version} */`);
  }
});
