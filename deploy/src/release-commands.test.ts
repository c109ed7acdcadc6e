import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EnvironmentFile } from '@console/contracts/registry';
import { readEnvironment, writeEnvironment } from './environment-file';
import { builtVersions, disable, enable, pin, verify, type ReleaseContext } from './release-commands';

function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'release-'));
  const ctx: ReleaseContext = {
    environmentsDir: join(root, 'env'),
    distDir: join(root, 'dist'),
    contractVersion: '1.1.0',
    shellPatterns: ['/account/login'],
  };
  const build = (name: string, version: string, descriptor: Record<string, unknown> = {}) => {
    const dir = join(ctx.distDir, 'remotes', name, version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(
      join(dir, 'remote.json'),
      JSON.stringify({
        name,
        version,
        platform: '^1.0.0',
        routes: [{ id: 'home', path: `/${name}`, title: { ko: '홈', en: 'Home' } }],
        ...descriptor,
      }),
    );
  };
  const env: EnvironmentFile = { environment: 'staging', remotes: { kakao: { version: '1.0.0', enabled: true } } };
  return { ctx, build, env };
}

test('enable, disable with a reason, and pin a built version', () => {
  const { ctx, build, env } = fixture();
  build('kakao', '1.0.0');
  build('kakao', '1.1.0');
  const off = disable(env, 'kakao', '알림톡 장애 대응');
  assert.deepEqual(off.remotes.kakao, { version: '1.0.0', enabled: false, reason: '알림톡 장애 대응' });
  assert.deepEqual(enable(off, 'kakao').remotes.kakao, { version: '1.0.0', enabled: true });
  assert.equal(pin(ctx, env, 'kakao', '1.1.0').remotes.kakao?.version, '1.1.0');
  assert.deepEqual(builtVersions(ctx, 'kakao'), ['1.1.0', '1.0.0']);
});

test('refuses what would break an environment', () => {
  const { ctx, env } = fixture();
  assert.throws(() => disable(env, 'kakao', ' '), /reason/);
  assert.throws(() => enable(env, 'nope'), /no remote "nope"/);
  assert.throws(() => pin(ctx, env, 'kakao', '9.9.9'), /not built/);
  assert.equal(pin(ctx, env, 'kakao', '9.9.9', true).remotes.kakao?.version, '9.9.9');
});

test('verify finds missing builds, contract ranges not met and routes claimed twice', async () => {
  const { ctx, build, env } = fixture();
  build('kakao', '1.0.0');
  assert.deepEqual(await verify(ctx, env), []);
  build('billing', '2.0.0', { platform: '^2.0.0' });
  build('stats', '1.0.0', { routes: [{ id: 'x', path: '/account/login', title: { ko: '홈', en: 'Home' } }] });
  const problems = await verify(ctx, {
    environment: 'staging',
    remotes: {
      ...env.remotes,
      billing: { version: '2.0.0', enabled: true },
      stats: { version: '1.0.0', enabled: true },
      team: { version: '1.0.0', enabled: true },
    },
  });
  assert.ok(problems.some((p) => p.startsWith('billing: needs platform ^2.0.0')));
  assert.ok(problems.some((p) => p.includes('stats: route /account/login is already claimed by shell')));
  assert.ok(problems.some((p) => p.startsWith('team 1.0.0: remote.json is missing')));
});

test('environment files are validated and written whole', () => {
  const { ctx, env } = fixture();
  mkdirSync(ctx.environmentsDir, { recursive: true });
  const file = join(ctx.environmentsDir, 'staging.json');
  writeEnvironment(file, env);
  assert.deepEqual(readEnvironment(file), env);
  writeFileSync(file, '{"environment":"Staging!","remotes":{}}');
  assert.throws(() => readEnvironment(file), /not a valid environment file/);
});
