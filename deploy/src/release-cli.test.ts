import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EnvironmentFile } from '@console/contracts/registry';
import type { RegistryChange, ReleaseStatus } from '@console/contracts/releases';
import { readEnvironment } from './environment-file';
import { runRelease } from './release-run';

const T0 = new Date('2025-03-01T09:00:00.000Z');

/** A temp deploy/environments and dist with kakao 1.0.0 and 1.1.0 built, and a CLI run per call. */
function fixture(extraEnv: NodeJS.ProcessEnv = {}) {
  const root = mkdtempSync(join(tmpdir(), 'release-cli-'));
  const environmentsDir = join(root, 'environments');
  const distDir = join(root, 'dist');
  mkdirSync(environmentsDir, { recursive: true });
  const build = (name: string, version: string) => {
    const dir = join(distDir, 'remotes', name, version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  };
  build('kakao', '1.0.0');
  build('kakao', '1.1.0');
  build('billing', '2.0.0');
  const write = (env: EnvironmentFile) =>
    writeFileSync(join(environmentsDir, `${env.environment}.json`), JSON.stringify(env, null, 2));
  write({
    environment: 'staging',
    remotes: { kakao: { version: '1.0.0', enabled: true }, billing: { version: '2.0.0', enabled: true } },
  });
  let clock = T0.getTime();
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRelease(argv, {
      repo: root,
      env: { CONSOLE_ENVIRONMENTS_DIR: environmentsDir, CONSOLE_DIST_DIR: distDir, USER: 'shell-user', ...extraEnv },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      gitUser: () => 'Git User',
      now: () => new Date((clock += 60_000)),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const doc = (env = 'staging') => readEnvironment(join(environmentsDir, `${env}.json`));
  const history = (env = 'staging'): RegistryChange[] =>
    readFileSync(join(environmentsDir, `${env}.history.jsonl`), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RegistryChange);
  return { run, doc, history, write, build, environmentsDir };
}

test('enable, disable and pin change the document and append an audit line with by, reason, before and after', async () => {
  const f = fixture();
  const off = await f.run('staging', 'disable', 'kakao', '--reason', '알림톡 장애 대응', '--by', 'kim');
  assert.equal(off.code, 0, off.err);
  assert.deepEqual(f.doc().remotes.kakao, { version: '1.0.0', enabled: false, reason: '알림톡 장애 대응' });
  assert.equal((await f.run('staging', 'enable', 'kakao')).code, 0);
  assert.equal((await f.run('staging', 'pin', 'kakao', '1.1.0', '--reason', 'new templates')).code, 0);
  assert.deepEqual(f.doc().remotes.kakao, { version: '1.1.0', enabled: true });
  const [disable, enable, pin] = f.history();
  assert.deepEqual(disable, {
    id: 1,
    environment: 'staging',
    at: '2025-03-01T09:01:00.000Z',
    by: 'kim',
    reason: '알림톡 장애 대응',
    action: 'disable',
    remote: 'kakao',
    before: { version: '1.0.0', enabled: true },
    after: { version: '1.0.0', enabled: false, reason: '알림톡 장애 대응' },
    automatic: false,
  });
  assert.equal(enable?.by, 'Git User', 'the git user when --by is not given');
  assert.deepEqual([enable?.id, enable?.action], [2, 'enable']);
  assert.deepEqual(
    [pin?.id, pin?.action, pin?.reason, pin?.before?.version, pin?.after?.version],
    [3, 'pin', 'new templates', '1.0.0', '1.1.0'],
  );
});

test('refusals change nothing and write no audit line', async () => {
  const f = fixture();
  const refused = [
    await f.run('staging', 'disable', 'kakao'),
    await f.run('staging', 'enable', 'nope'),
    await f.run('staging', 'enable', 'kakao'),
    await f.run('staging', 'pin', 'kakao', '9.9.9'),
    await f.run('staging', 'rollback', 'kakao'),
  ];
  assert.deepEqual(
    refused.map((r) => r.code),
    [1, 1, 1, 1, 1],
  );
  assert.match(refused[0]!.err, /--reason/);
  assert.match(refused[1]!.err, /no remote "nope"/);
  assert.match(refused[2]!.err, /nothing to change/);
  assert.match(refused[3]!.err, /not built/);
  assert.match(refused[4]!.err, /no recorded change/);
  assert.throws(() => f.history(), /ENOENT/);
  assert.equal((await f.run('staging', 'pin', 'kakao', '9.9.9', '--force')).code, 0);
  assert.equal(f.doc().remotes.kakao?.version, '9.9.9');
  assert.equal((await f.run('staging', 'frobnicate')).code, 2);
});

test('history: newest first, by remote, limited', async () => {
  const f = fixture();
  await f.run('staging', 'pin', 'kakao', '1.1.0', '--by', 'kim');
  await f.run('staging', 'disable', 'billing', '--reason', 'invoice bug', '--by', 'lee');
  await f.run('staging', 'pin', 'kakao', '1.0.0', '--by', 'park');
  const all = await f.run('staging', 'history');
  assert.equal(all.code, 0);
  const ids = [...all.out.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1]));
  assert.deepEqual(ids, [3, 2, 1]);
  assert.match(all.out, /#2 .*disable\s+billing\s+by lee — invoice bug/);
  assert.match(all.out, /1\.1\.0 enabled -> 1\.0\.0 enabled/);
  const kakao = await f.run('staging', 'history', '--remote', 'kakao', '--limit', '1');
  assert.deepEqual(
    [...kakao.out.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1])),
    [3],
  );
  assert.equal((await f.run('staging', 'history', '--limit', 'x')).code, 1);
  assert.match((await f.run('staging', 'history', '--remote', 'stats')).out, /no recorded change of stats/);
});

test('diff: the last change, and one environment against another', async () => {
  const f = fixture();
  assert.match((await f.run('staging', 'diff')).out, /no recorded change/);
  await f.run('staging', 'pin', 'kakao', '1.1.0', '--reason', 'release 14');
  const last = await f.run('staging', 'diff');
  assert.match(last.out, /the last change: #1 .*pin\s+kakao .* release 14/);
  assert.match(last.out, /kakao: version 1\.0\.0 -> 1\.1\.0/);
  assert.doesNotMatch(last.out, /billing/);
  f.write({
    environment: 'production',
    remotes: {
      kakao: {
        version: '1.0.0',
        enabled: true,
        canary: { version: '1.1.0', percent: 10, startedAt: T0.toISOString() },
      },
      billing: { version: '2.0.0', enabled: false, reason: 'closing' },
      stats: { version: '1.0.0', enabled: true },
    },
  });
  const across = await f.run('staging', 'diff', 'production');
  assert.equal(across.code, 0);
  assert.match(across.out, /kakao: version 1\.1\.0 -> 1\.0\.0; canary none -> 1\.1\.0 at 10 %/);
  assert.match(across.out, /billing: enabled -> disabled \(closing\)/);
  assert.match(across.out, /stats: absent -> 1\.0\.0, enabled/);
  assert.match((await f.run('staging', 'diff', 'staging')).out, /no difference/);
});

test('rollback undoes the last change of the remote, or goes back to how a change left it', async () => {
  const f = fixture();
  await f.run('staging', 'pin', 'kakao', '1.1.0');
  await f.run('staging', 'disable', 'billing', '--reason', 'invoice bug');
  await f.run('staging', 'disable', 'kakao', '--reason', 'outage');
  const undo = await f.run('staging', 'rollback', 'kakao', '--reason', 'outage over');
  assert.equal(undo.code, 0, undo.err);
  assert.deepEqual(f.doc().remotes.kakao, { version: '1.1.0', enabled: true });
  assert.equal(f.doc().remotes.billing?.enabled, false, 'other remotes are untouched');
  const back = await f.run('staging', 'rollback', 'kakao', '--to', '1');
  assert.equal(back.code, 1, 'change 1 left kakao as it is now');
  await f.run('staging', 'pin', 'kakao', '1.0.0');
  assert.equal((await f.run('staging', 'rollback', 'kakao', '--to', '1')).code, 0);
  assert.equal(f.doc().remotes.kakao?.version, '1.1.0');
  const rollback = f.history().at(-1)!;
  assert.deepEqual(
    [rollback.action, rollback.before?.version, rollback.after?.version, rollback.automatic],
    ['rollback', '1.0.0', '1.1.0', false],
  );
  assert.match((await f.run('staging', 'rollback', 'kakao', '--to', '2')).err, /not a change of kakao/);
  assert.match((await f.run('staging', 'rollback', 'kakao', '--to', 'x')).err, /positive whole number/);
});

test('canary: a share from 1 to 99 of a built version; end and promote', async () => {
  const f = fixture();
  for (const percent of ['0', '100', 'ten', '12.5']) {
    const refused = await f.run('staging', 'canary', 'kakao', '1.1.0', percent);
    assert.equal(refused.code, 1, percent);
    assert.match(refused.err, /1 to 99/);
  }
  assert.match((await f.run('staging', 'canary', 'kakao', '1.2.0', '10')).err, /not built/);
  assert.match((await f.run('staging', 'canary', 'kakao', '1.0.0', '10')).err, /already the live version/);
  const started = await f.run('staging', 'canary', 'kakao', '1.1.0', '10', '--reason', 'try templates');
  assert.equal(started.code, 0, started.err);
  const canary = f.doc().remotes.kakao?.canary;
  assert.deepEqual(canary, { version: '1.1.0', percent: 10, startedAt: f.history()[0]?.at });
  assert.equal((await f.run('staging', 'canary', 'kakao', '1.1.0', '50')).code, 0);
  assert.deepEqual(f.doc().remotes.kakao?.canary, { ...canary, percent: 50 }, 'a wider share keeps its start');
  assert.equal((await f.run('staging', 'canary', 'kakao', 'end')).code, 0);
  assert.deepEqual(f.doc().remotes.kakao, { version: '1.0.0', enabled: true });
  assert.match((await f.run('staging', 'canary', 'kakao', 'end')).err, /no canary/);
  assert.equal((await f.run('staging', 'canary', 'kakao', '1.2.0', '5', '--force')).code, 0);
  assert.equal((await f.run('staging', 'canary', 'kakao', 'promote')).code, 0);
  assert.deepEqual(f.doc().remotes.kakao, { version: '1.2.0', enabled: true });
  assert.deepEqual(
    f.history().map((c) => c.action),
    ['canary', 'canary', 'canary-end', 'canary', 'pin'],
  );
});

/** A stand-in for the server's operator API: answers as the server does and keeps what it was sent. */
async function operatorApi(answers: Record<string, unknown>) {
  const seen: { method: string; url: string; authorization?: string; body?: unknown }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      });
      if (request.headers.authorization !== 'Bearer admin-token-0123456789') {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ resultCode: 401, message: '관리자 토큰이 올바르지 않아요.' }));
        return;
      }
      const key = `${request.method} ${request.url}`;
      if (!(key in answers)) return void response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ resultCode: 0, resultData: answers[key] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
}

test('status: the document, and per version share, loads and errors when the server answers', async () => {
  const health: ReleaseStatus = {
    canaryPolicy: { errorRate: 0.05, minLoads: 20 },
    environments: [
      {
        environment: 'staging',
        current: true,
        history: [],
        remotes: [
          {
            name: 'kakao',
            enabled: true,
            version: '1.0.0',
            canary: { version: '1.1.0', percent: 10, startedAt: T0.toISOString() },
            manifest: { ok: true },
            versions: [
              { version: '1.0.0', share: 90, loads: 180, errors: 1, errorRate: 1 / 180 },
              { version: '1.1.0', share: 10, loads: 20, errors: 2, errorRate: 0.1 },
            ],
            builtVersions: ['1.1.0', '1.0.0'],
          },
        ],
      },
    ],
  };
  const document: EnvironmentFile = {
    environment: 'staging',
    remotes: {
      kakao: {
        version: '1.0.0',
        enabled: true,
        canary: { version: '1.1.0', percent: 10, startedAt: T0.toISOString() },
      },
    },
  };
  const api = await operatorApi({
    'GET /admin/api/releases/staging': { environment: document },
    'GET /admin/api/releases/staging/status': health,
  });
  try {
    const closed = await operatorApi({});
    closed.close();
    const f = fixture({ ADMIN_TOKEN: 'admin-token-0123456789', PORT: closed.url.split(':').at(-1) });
    f.write(document);
    const withServer = await f.run('staging', 'status', '--server', api.url);
    assert.equal(withServer.code, 0, withServer.err);
    assert.match(withServer.out, /kakao\s+1\.0\.0\s+enabled\s+built canary 1\.1\.0 at 10 %/);
    assert.match(withServer.out, /1\.0\.0\s+share 90 %\s+loads 180\s+errors 1 \(0\.6 %\)/);
    assert.match(withServer.out, /1\.1\.0\s+share 10 %\s+loads 20\s+errors 2 \(10\.0 %\)/);
    assert.match(withServer.out, /rolled back above 5\.0 % errors after 20 loads/);
    assert.deepEqual(
      api.seen.map((s) => [s.url, s.authorization]),
      [
        ['/admin/api/releases/staging', 'Bearer admin-token-0123456789'],
        ['/admin/api/releases/staging/status', 'Bearer admin-token-0123456789'],
      ],
    );

    // No --server: the files, and the server on this machine (PORT), which does not answer here.
    const without = await f.run('staging', 'status');
    assert.equal(without.code, 0);
    assert.match(without.out, /kakao\s+1\.0\.0\s+enabled/);
    assert.doesNotMatch(without.out, /share/);
    assert.match(without.out, /no server answered .*document only/);
    const noToken = await fixture({ PORT: closed.url.split(':').at(-1) }).run('staging', 'status');
    assert.match(noToken.out, /no server answered \(Set ADMIN_TOKEN/);
  } finally {
    api.close();
  }
});

test('with --server (or CONSOLE_URL) changes and reads go through the operator API, not the files', async () => {
  const change: RegistryChange = {
    id: 7,
    environment: 'production',
    at: T0.toISOString(),
    by: 'kim',
    reason: 'release 14',
    action: 'pin',
    remote: 'kakao',
    before: { version: '1.0.0', enabled: true },
    after: { version: '1.1.0', enabled: true },
    automatic: false,
  };
  const document = { environment: 'production', remotes: { kakao: { version: '1.1.0', enabled: true } } };
  const api = await operatorApi({
    'POST /admin/api/releases/production/changes': { environment: document, change },
    'GET /admin/api/releases/production/history?remote=kakao&limit=5': [change],
  });
  try {
    const f = fixture({ ADMIN_TOKEN: 'admin-token-0123456789', CONSOLE_URL: api.url });
    const pinned = await f.run('production', 'pin', 'kakao', '1.1.0', '--by', 'kim', '--reason', 'release 14');
    assert.equal(pinned.code, 0, pinned.err);
    assert.deepEqual(api.seen[0]?.body, {
      command: { command: 'pin', remote: 'kakao', version: '1.1.0', force: false },
      by: 'kim',
      reason: 'release 14',
    });
    assert.match(pinned.out, /#7 .*pin\s+kakao\s+by kim — release 14/);
    assert.match((await f.run('production', 'history', '--remote', 'kakao', '--limit', '5')).out, /#7 /);
    const refused = await fixture({ ADMIN_TOKEN: 'wrong-token-0123456789', CONSOLE_URL: api.url }).run(
      'production',
      'enable',
      'kakao',
    );
    assert.equal(refused.code, 1);
    assert.match(refused.err, /401 관리자 토큰이 올바르지 않아요/);
  } finally {
    api.close();
  }
});
