import { stat } from 'node:fs/promises';

/**
 * Reads a file through `load` again only when its modification time or size changed, so edits are
 * seen on the next request without a restart and unchanged files cost one stat.
 */
export function createFileCache<T>(load: (file: string) => Promise<T>) {
  const entries = new Map<string, { mtimeMs: number; size: number; value: T }>();
  return async (file: string): Promise<T> => {
    const info = await stat(file);
    const cached = entries.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    const value = await load(file);
    entries.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  };
}
