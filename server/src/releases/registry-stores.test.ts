import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentFile } from '@console/contracts/registry';
import {
  applyReleaseCommand,
  ReleaseCommandError,
  type ReleaseChangeRequest,
} from '@console/contracts/release-commands';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createDatabaseRegistryStore } from './database-registry-store';
import { createFileRegistryStore } from './file-registry-store';
import { EnvironmentMissing, type RegistryStore } from './registry-store';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const STAGING: EnvironmentFile = {
  environment: 'staging',
  remotes: { kakao: { version: '1.0.0', enabled: true }, billing: { version: '2.0.0', enabled: true } },
};

const builtAlways = { isBuilt: () => true, now: '2025-03-01T09:00:00.000Z' };
const command =
  (request: ReleaseChangeRequest) =>
  (current: EnvironmentFile, history: Parameters<typeof applyReleaseCommand>[2]['history']) =>
    applyReleaseCommand(current, request, { ...builtAlways, history: [...history] });

/** The same behaviour from both stores: each gets its own environments folder (and its own rows). */
function storeContract(name: string, open: (dir: string) => RegistryStore) {
  describe(`${name} store`, () => {
    let store: RegistryStore;
    let dir: string;
    before(async () => {
      dir = path.join(t.dir, `environments-${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'staging.json'), JSON.stringify(STAGING));
      await writeFile(path.join(dir, 'production.json'), JSON.stringify({ ...STAGING, environment: 'production' }));
      store = open(dir);
    });

    test('reads the environments and their documents; an unknown one is null', async () => {
      assert.deepEqual(await store.environments(), ['production', 'staging']);
      assert.deepEqual(await store.read('staging'), STAGING);
      assert.equal(await store.read('qa'), null);
      assert.equal(await store.read('../etc'), null);
      assert.deepEqual(await store.history('staging'), []);
    });

    test('a change is numbered per environment, recorded with who, why, before and after, and read back', async () => {
      const first = await store.change(
        'staging',
        command({ command: { command: 'pin', remote: 'kakao', version: '1.1.0' }, by: 'kim', reason: 'release 14' }),
      );
      assert.equal(first.change.id, 1);
      assert.equal(first.change.environment, 'staging');
      assert.ok(Math.abs(Date.parse(first.change.at) - Date.now()) < 60_000);
      assert.deepEqual(
        { ...first.change, at: undefined },
        {
          id: 1,
          environment: 'staging',
          at: undefined,
          by: 'kim',
          reason: 'release 14',
          action: 'pin',
          remote: 'kakao',
          before: { version: '1.0.0', enabled: true },
          after: { version: '1.1.0', enabled: true },
          automatic: false,
        },
      );
      const second = await store.change(
        'staging',
        command({ command: { command: 'disable', remote: 'billing' }, by: 'lee', reason: '청구서 오류' }),
      );
      assert.equal(second.change.id, 2);
      const other = await store.change(
        'production',
        command({ command: { command: 'pin', remote: 'kakao', version: '1.1.0' }, by: 'kim' }),
      );
      assert.equal(other.change.id, 1, 'ids count per environment');
      assert.deepEqual((await store.read('staging'))?.remotes, {
        kakao: { version: '1.1.0', enabled: true },
        billing: { version: '2.0.0', enabled: false, reason: '청구서 오류' },
      });
      assert.deepEqual(
        (await store.history('staging')).map((c) => c.id),
        [2, 1],
      );
      assert.deepEqual(
        (await store.history('staging', { remote: 'kakao' })).map((c) => c.id),
        [1],
      );
      assert.deepEqual(
        (await store.history('staging', { limit: 1 })).map((c) => c.id),
        [2],
      );
      assert.deepEqual(await store.history('staging', { remote: 'kakao' }), [{ ...first.change }]);
    });

    test('a refused change writes nothing; a missing environment is EnvironmentMissing', async () => {
      const before = await store.history('staging');
      await assert.rejects(
        store.change('staging', command({ command: { command: 'enable', remote: 'kakao' }, by: 'kim' })),
        ReleaseCommandError,
      );
      assert.deepEqual(await store.history('staging'), before);
      await assert.rejects(
        store.change('qa', command({ command: { command: 'enable', remote: 'kakao' }, by: 'kim' })),
        EnvironmentMissing,
      );
    });

    test('rollback reads the history the store kept', async () => {
      const undone = await store.change(
        'staging',
        command({ command: { command: 'rollback', remote: 'billing' }, by: 'lee' }),
      );
      assert.deepEqual(undone.change.after, { version: '2.0.0', enabled: true });
      assert.equal((await store.read('staging'))?.remotes.billing?.enabled, true);
    });

    test('changes made together are all kept, each with its own id', async () => {
      const remotes = Object.fromEntries(
        Array.from({ length: 6 }, (_, i) => [`r${i}`, { version: '1.0.0', enabled: true }]),
      );
      await writeFile(path.join(dir, 'busy.json'), JSON.stringify({ environment: 'busy', remotes }));
      const results = await Promise.all(
        Object.keys(remotes).map((remote) =>
          store.change('busy', command({ command: { command: 'pin', remote, version: '2.0.0' }, by: 'kim' })),
        ),
      );
      assert.deepEqual(results.map((r) => r.change.id).sort(), [1, 2, 3, 4, 5, 6]);
      const document = await store.read('busy');
      assert.ok(Object.values(document!.remotes).every((r) => r.version === '2.0.0'));
    });
  });
}

storeContract('file', (dir) => createFileRegistryStore(dir));
storeContract('database', (dir) => createDatabaseRegistryStore(t.app.db, dir));

test('the file store: the document as the CLI writes it, and one audit line per change', async () => {
  const dir = path.join(t.dir, 'environments-file');
  const lines = (await readFile(path.join(dir, 'staging.history.jsonl'), 'utf8')).trim().split('\n');
  assert.deepEqual(
    lines.map((line) => (JSON.parse(line) as { id: number; action: string }).action),
    ['pin', 'disable', 'rollback'],
  );
  const document = await readFile(path.join(dir, 'staging.json'), 'utf8');
  assert.ok(document.endsWith('\n') && document.includes('\n  "remotes"'));
});

test('the database store seeds an environment from its file once, then the table is the truth', async () => {
  const dir = path.join(t.dir, 'environments-seed');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'edge.json'), JSON.stringify({ ...STAGING, environment: 'edge' }));
  const store = createDatabaseRegistryStore(t.app.db, dir);
  assert.deepEqual(await store.read('edge'), { ...STAGING, environment: 'edge' });
  await writeFile(path.join(dir, 'edge.json'), JSON.stringify({ environment: 'edge', remotes: {} }));
  assert.deepEqual((await store.read('edge'))?.remotes, STAGING.remotes, 'a later file change does not overwrite');
  const [row] = await t.app.db.query<{ revision: number }>(
    'SELECT revision FROM registry_environments WHERE environment = $1',
    ['edge'],
  );
  assert.equal(row?.revision, 1);
  await store.change('edge', command({ command: { command: 'disable', remote: 'kakao' }, by: 'kim', reason: 'x' }));
  const [changed] = await t.app.db.query<{ revision: number }>(
    'SELECT revision FROM registry_environments WHERE environment = $1',
    ['edge'],
  );
  assert.equal(changed?.revision, 2);
  // Another process (another store on the same database) sees the change at once.
  assert.equal((await createDatabaseRegistryStore(t.app.db, dir).read('edge'))?.remotes.kakao?.enabled, false);
});
