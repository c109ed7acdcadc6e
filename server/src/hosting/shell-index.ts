import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildInfo } from '@console/contracts/registry';
import { createFileCache } from './file-cache';

export interface ShellIndex {
  html: Buffer;
  build: BuildInfo;
}

/** dist/shell/index.html and the build id derived from it; re-read when the build replaces it. */
export function createShellIndexReader(distDir: string) {
  const file = path.join(distDir, 'shell', 'index.html');
  const read = createFileCache(async (f): Promise<ShellIndex> => {
    const [html, info] = await Promise.all([readFile(f), stat(f)]);
    const buildId = createHash('sha256').update(html).digest('hex').slice(0, 12);
    return { html, build: { buildId, builtAt: info.mtime.toISOString() } };
  });
  /** null while the shell has not been built. */
  return async (): Promise<ShellIndex | null> => read(file).catch(() => null);
}
export type ShellIndexReader = ReturnType<typeof createShellIndexReader>;
