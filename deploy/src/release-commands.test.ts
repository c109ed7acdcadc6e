import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EnvironmentFile } from '@console/contracts/registry';
import { readEnvironment, writeEnvironment } from './environment-file';
import { builtVersions, verify, type ReleaseContext } from './release-commands';

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

test('built versions, newest first', () => {
  const { ctx, build } = fixture();
  build('kakao', '1.0.0');
  build('kakao', '1.10.0');
  build('kakao', '1.2.0');
  assert.deepEqual(builtVersions(ctx, 'kakao'), ['1.10.0', '1.2.0', '1.0.0']);
  assert.deepEqual(builtVersions(ctx, 'billing'), []);
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
