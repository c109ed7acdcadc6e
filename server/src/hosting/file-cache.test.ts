import assert from 'node:assert/strict';
import { mkdtemp, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createFileCache } from './file-cache';

/** One whole second as the files' modification time, so two writes can carry exactly the same one. */
const SECOND = 1_800_000_000;
const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'file-cache-'));
  dirs.push(dir);
  return dir;
}

test('a file changed in place with the same size and time is read again only once forgotten', async () => {
  const file = path.join(await folder(), 'staging.json');
  await writeFile(file, '{"version":"1.0.0"}');
  await utimes(file, SECOND, SECOND);
  let loads = 0;
  const read = createFileCache(async () => {
    loads += 1;
    return loads;
  });
  assert.equal(await read(file), 1);
  assert.equal(await read(file), 1, 'unchanged: one stat, no load');

  // Rewritten in the same tick of the file system clock, with the same size: it looks unchanged.
  await writeFile(file, '{"version":"2.0.0"}');
  await utimes(file, SECOND, SECOND);
  assert.equal(await read(file), 1);
  read.forget(file);
  assert.equal(await read(file), 2);
});

test('a file replaced through a rename is read again, even with the same size and time', async () => {
  const dir = await folder();
  const file = path.join(dir, 'staging.json');
  await writeFile(file, '{"version":"1.0.0"}');
  await utimes(file, SECOND, SECOND);
  let loads = 0;
  const read = createFileCache(async () => ++loads);
  assert.equal(await read(file), 1);
  // Keep the old file alive under another name, so the new one cannot reuse its inode.
  await rename(file, path.join(dir, 'old.json'));
  await writeFile(file, '{"version":"2.0.0"}');
  await utimes(file, SECOND, SECOND);
  assert.equal((await stat(file)).mtimeMs, SECOND * 1000);
  assert.equal(await read(file), 2);
});
