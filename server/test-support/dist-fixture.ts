import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A built remote as rspack.shared.js lays it out: dist/remotes/<name>/<version>/... */
export async function writeBuiltRemote(
  distDir: string,
  name: string,
  version: string,
  options: { descriptor?: boolean } = {},
) {
  const dir = path.join(distDir, 'remotes', name, version);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${name} ${version} */`);
  // The build writes a brotli copy beside each asset (PrecompressPlugin in rspack.shared.js).
  await writeFile(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(`/* ${name} ${version} */`));
  await writeFile(path.join(dir, 'assets', 'app.0123456789.js'), 'export {}');
  if (options.descriptor !== false)
    await writeFile(path.join(dir, 'remote.json'), JSON.stringify(descriptorOf(name, version)));
}

export const descriptorOf = (name: string, version: string) => ({
  name,
  version,
  platform: '^1.0.0',
  routes: [{ id: `${name}-home`, path: `/console/${name}`, title: { ko: name, en: name } }],
  menu: [],
});

export async function writeShell(
  distDir: string,
  html = '<!doctype html><html><head><meta charset="utf-8"></head><body>shell</body></html>',
) {
  await mkdir(path.join(distDir, 'shell', 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'shell', 'index.html'), html);
  await writeFile(path.join(distDir, 'shell', 'assets', 'main.abcdef1234.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'shell', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let clock = Date.now() / 1000;
/**
 * Writes a file and gives it a newer modification time than any before, as a later edit would
 * have; two writes in the same millisecond would otherwise look unchanged.
 */
export async function writeEdited(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  clock += 2;
  await utimes(file, clock, clock);
}
