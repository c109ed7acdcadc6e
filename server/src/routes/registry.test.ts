import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Registry, type RegistryRemote } from '@console/contracts/registry';
import { descriptorOf, writeBuiltRemote, writeEdited } from '../../test-support/dist-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let envFile: string;
let remoteServer: Server;
let remoteOrigin: string;

before(async () => {
  t = await createTestApp({ consoleEnv: 'staging' });
  envFile = path.join(t.config.environmentsDir, 'staging.json');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.2.0');
  await writeBuiltRemote(t.config.distDir, 'billing', '2.0.0');
  await writeBuiltRemote(t.config.distDir, 'stats', '1.0.0', { descriptor: false });
  // A remote's own dev server or CDN, answering remote.json beside its manifest.
  remoteServer = createServer((request, response) => {
    if (request.url === '/remote.json')
      response.setHeader('content-type', 'application/json').end(JSON.stringify(descriptorOf('messaging', '9.9.9')));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;
});
after(async () => {
  remoteServer.close();
  await t.close();
});

const environment = (remotes: Record<string, unknown>) => JSON.stringify({ environment: 'staging', remotes });
async function registry() {
  const response = await t.app.inject({ method: 'GET', url: '/registry.json' });
  return { response, body: response.json() };
}
const remote = (body: Registry, name: string) => body.remotes.find((r: RegistryRemote) => r.name === name)!;

test('without an environment file the registry is a 503 with a Korean message', async () => {
  const { response, body } = await registry();
  assert.equal(response.statusCode, 503);
  assert.match(body.message, /[가-힣]/);
});

test('enabled and disabled remotes, each with its manifest URL and inlined descriptor, no-cache, no envelope', async () => {
  await writeEdited(
    envFile,
    environment({
      kakao: { version: '1.2.0', enabled: true },
      billing: { version: '2.0.0', enabled: false, reason: 'invoice bug #31' },
    }),
  );
  const { response, body } = await registry();
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.equal(body.resultCode, undefined);
  Registry.parse(body);
  assert.equal(body.environment, 'staging');
  assert.deepEqual(remote(body, 'kakao'), {
    name: 'kakao',
    version: '1.2.0',
    enabled: true,
    manifestUrl: '/remotes/kakao/1.2.0/mf-manifest.json',
    descriptor: descriptorOf('kakao', '1.2.0'),
  });
  assert.deepEqual(
    { enabled: remote(body, 'billing').enabled, reason: remote(body, 'billing').reason },
    { enabled: false, reason: 'invoice bug #31' },
  );
  assert.deepEqual(remote(body, 'billing').descriptor, descriptorOf('billing', '2.0.0'));
});

test('an edit of the environment file takes effect on the next request', async () => {
  await writeEdited(envFile, environment({ kakao: { version: '1.0.0', enabled: true } }));
  const { body } = await registry();
  assert.deepEqual(
    body.remotes.map((r: RegistryRemote) => `${r.name}@${r.version}`),
    ['kakao@1.0.0'],
  );
  assert.deepEqual(remote(body, 'kakao').descriptor, descriptorOf('kakao', '1.0.0'));
});

test('a missing descriptor is reported and the newest other built version stands in', async () => {
  await writeEdited(
    envFile,
    environment({
      kakao: { version: '2.0.0', enabled: true },
      stats: { version: '1.0.0', enabled: true },
    }),
  );
  const { body } = await registry();
  const kakao = remote(body, 'kakao');
  assert.equal(kakao.manifestUrl, '/remotes/kakao/2.0.0/mf-manifest.json');
  assert.deepEqual(kakao.descriptor, descriptorOf('kakao', '1.2.0'));
  assert.match(kakao.descriptorError!, /kakao@2\.0\.0/);
  const stats = remote(body, 'stats');
  assert.equal(stats.descriptor, undefined, 'no other version to fall back to');
  assert.match(stats.descriptorError!, /stats@1\.0\.0/);
});

test('an entry override takes the manifest URL and the descriptor beside it; unreachable falls back to the local build', async () => {
  await writeEdited(
    envFile,
    environment({
      messaging: { version: '9.9.9', enabled: true, entry: `${remoteOrigin}/mf-manifest.json` },
      kakao: { version: '1.2.0', enabled: true, entry: 'http://127.0.0.1:9/mf-manifest.json' },
    }),
  );
  const { body } = await registry();
  assert.equal(remote(body, 'messaging').manifestUrl, `${remoteOrigin}/mf-manifest.json`);
  assert.deepEqual(remote(body, 'messaging').descriptor, descriptorOf('messaging', '9.9.9'));
  assert.deepEqual(remote(body, 'kakao').descriptor, descriptorOf('kakao', '1.2.0'));
  assert.equal(remote(body, 'kakao').descriptorError, undefined);
});

test('an invalid environment file keeps the last good registry in force', async () => {
  await writeEdited(envFile, environment({ kakao: { version: '1.0.0', enabled: true } }));
  await registry();
  for (const broken of [
    '{ not json',
    JSON.stringify({ environment: 'Staging!', remotes: {} }),
    environment({ kakao: { enabled: 'yes' } }),
  ]) {
    await writeEdited(envFile, broken);
    const { response, body } = await registry();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      body.remotes.map((r: RegistryRemote) => `${r.name}@${r.version}`),
      ['kakao@1.0.0'],
    );
  }
});
