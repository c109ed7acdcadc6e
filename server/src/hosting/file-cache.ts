import { stat } from 'node:fs/promises';

/** A cached reader: `read(file)`, and `forget(file)` for a writer that has just replaced the file. */
export interface FileCache<T> {
  (file: string): Promise<T>;
  /**
   * Drops what is cached for `file`. A process that writes a file calls it: two writes in the same
   * tick of the file system's clock with the same size would otherwise look unchanged.
   */
  forget(file: string): void;
}

/**
 * Reads a file through `load` again only when it was replaced (another inode) or its modification
 * time or size changed, so edits are seen on the next request without a restart and unchanged files
 * cost one stat.
 */
export function createFileCache<T>(load: (file: string) => Promise<T>): FileCache<T> {
  const entries = new Map<string, { ino: number; mtimeMs: number; size: number; value: T }>();
  const read = async (file: string): Promise<T> => {
    const info = await stat(file);
    const cached = entries.get(file);
    if (cached && cached.ino === info.ino && cached.mtimeMs === info.mtimeMs && cached.size === info.size)
      return cached.value;
    const value = await load(file);
    entries.set(file, { ino: info.ino, mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  };
  return Object.assign(read, { forget: (file: string) => void entries.delete(file) });
}
