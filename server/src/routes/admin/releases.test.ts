import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { EnvironmentFile } from '@console/contracts/registry';
import { RegistryChange, ReleaseStatus } from '@console/contracts/releases';
import { writeBuiltRemote, writeEdited } from '../../../test-support/dist-fixture';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'release-admin-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;

before(async () => {
  t = await createTestApp({ consoleEnv: 'staging', adminToken: TOKEN });
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.1.0');
  await writeEdited(
    path.join(t.config.environmentsDir, 'staging.json'),
    JSON.stringify({ environment: 'staging', remotes: { kakao: { version: '1.0.0', enabled: true } } }),
  );
});
after(() => t.close());

const change = (payload: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/admin/api/releases/staging/changes', headers, payload });

test('without the admin token nothing is read or changed', async () => {
  for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }] as Record<string, string>[]) {
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin/api/releases/staging', headers })).statusCode, 401);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/admin/api/releases/staging/status', headers })).statusCode,
      401,
    );
    const refused = await change(
      { command: { command: 'pin', remote: 'kakao', version: '1.1.0' }, by: 'kim' },
      headers,
    );
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json().message, /관리자 토큰/);
  }
  const off = await createTestApp({ consoleEnv: 'staging' });
  try {
    const answer = await off.app.inject({ method: 'GET', url: '/admin/api/releases/staging', headers: auth });
    assert.equal(answer.statusCode, 403);
  } finally {
    await off.close();
  }
  assert.equal(
    JSON.parse(await readFile(path.join(t.config.environmentsDir, 'staging.json'), 'utf8')).remotes.kakao.version,
    '1.0.0',
  );
});

test('a change goes through the store: recorded, live on the next registry read', async () => {
  const pinned = await change({
    command: { command: 'pin', remote: 'kakao', version: '1.1.0' },
    by: 'kim',
    reason: 'release 14',
  });
  assert.equal(pinned.statusCode, 200, pinned.body);
  const { environment, change: recorded } = pinned.json().resultData;
  assert.equal(EnvironmentFile.parse(environment).remotes.kakao?.version, '1.1.0');
  assert.deepEqual(RegistryChange.parse(recorded).after, { version: '1.1.0', enabled: true });
  const registry = (await t.app.inject({ method: 'GET', url: '/registry.json' })).json();
  assert.equal(registry.remotes[0].version, '1.1.0');
  const history = await t.app.inject({
    method: 'GET',
    url: '/admin/api/releases/staging/history?remote=kakao&limit=5',
    headers: auth,
  });
  assert.deepEqual(
    history.json().resultData.map((c: RegistryChange) => [c.id, c.action, c.by, c.reason]),
    [[1, 'pin', 'kim', 'release 14']],
  );
  const document = await t.app.inject({ method: 'GET', url: '/admin/api/releases/staging', headers: auth });
  assert.equal(document.json().resultData.environment.remotes.kakao.version, '1.1.0');
  const status = await t.app.inject({ method: 'GET', url: '/admin/api/releases/staging/status', headers: auth });
  const parsed = ReleaseStatus.parse(status.json().resultData);
  assert.deepEqual(
    parsed.environments.map((e) => e.environment),
    ['staging'],
  );
});

test('refused commands and unknown environments are 4xx with Korean messages', async () => {
  const cases: [object, number, RegExp, string?][] = [
    [{ command: { command: 'pin', remote: 'kakao', version: '9.9.9' }, by: 'kim' }, 400, /바꿀 수 없어요: .*not built/],
    [{ command: { command: 'canary', remote: 'kakao', version: '1.0.0', percent: 120 }, by: 'kim' }, 400, /1 to 99/],
    [{ command: { command: 'disable', remote: 'kakao' }, by: 'kim' }, 400, /--reason/],
    [{ command: { command: 'launch', remote: 'kakao' }, by: 'kim' }, 400, /[가-힣]/],
    [{ command: { command: 'enable', remote: 'kakao' }, by: 'kim' }, 404, /qa 환경을 찾을 수 없어요/, 'qa'],
  ];
  for (const [payload, status, message, env = 'staging'] of cases) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin/api/releases/${env}/changes`,
      headers: auth,
      payload,
    });
    assert.equal(response.statusCode, status, JSON.stringify(payload));
    assert.match(response.json().message, message);
  }
  const bad = await t.app.inject({ method: 'GET', url: '/admin/api/releases/Bad!/status', headers: auth });
  assert.equal(bad.statusCode, 400);
});
