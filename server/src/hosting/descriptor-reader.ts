import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { createFileCache } from './file-cache';

export type DescriptorLookup = { descriptor: unknown; version: string } | { error: string };

const REMOTE_FETCH_TIMEOUT_MS = 2000;
// Answers from a remote's own server are kept briefly so a slow CDN does not slow every boot.
const REMOTE_CACHE_MS = 10_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Finds a remote's remote.json: in its version folder under dist/remotes, beside an overriding
 * entry URL, or (when the wanted version is missing) in the newest other built version, so the shell
 * still knows the remote's routes and can show them as unavailable.
 */
export function createDescriptorReader(remotesDir: string) {
  const readJson = createFileCache(async (file) => JSON.parse(await readFile(file, 'utf8')) as unknown);
  const fetched = new Map<string, { at: number; lookup: DescriptorLookup }>();

  async function local(name: string, version: string): Promise<DescriptorLookup> {
    try {
      return { descriptor: await readJson(path.join(remotesDir, name, version, 'remote.json')), version };
    } catch (error) {
      return { error: `remote.json of ${name}@${version} could not be read: ${errorText(error)}` };
    }
  }

  async function newestOther(name: string, exceptVersion: string): Promise<DescriptorLookup | null> {
    const versions = await readdir(path.join(remotesDir, name)).catch(() => [] as string[]);
    const candidates = versions.filter((v) => v !== exceptVersion && semver.valid(v)).sort(semver.rcompare);
    for (const version of candidates) {
      const lookup = await local(name, version);
      if ('descriptor' in lookup) return lookup;
    }
    return null;
  }

  async function besideEntry(entry: string, version: string): Promise<DescriptorLookup> {
    const url = new URL('remote.json', entry).href;
    const cached = fetched.get(url);
    if (cached && Date.now() - cached.at < REMOTE_CACHE_MS) return cached.lookup;
    let lookup: DescriptorLookup;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      lookup = { descriptor: await response.json(), version };
    } catch (error) {
      lookup = { error: `${url} could not be read: ${errorText(error)}` };
    }
    fetched.set(url, { at: Date.now(), lookup });
    return lookup;
  }

  return {
    /** The descriptor for a registry entry, with descriptorError when it is not this version's own. */
    async forRemote(
      name: string,
      version: string,
      entry: string | undefined,
    ): Promise<{ descriptor?: unknown; descriptorError?: string }> {
      const errors: string[] = [];
      for (const source of [entry ? () => besideEntry(entry, version) : null, () => local(name, version)]) {
        if (!source) continue;
        const lookup = await source();
        if ('descriptor' in lookup) return { descriptor: lookup.descriptor };
        errors.push(lookup.error);
      }
      const fallback = await newestOther(name, version);
      const descriptorError = errors.join('; ');
      return fallback && 'descriptor' in fallback
        ? {
            descriptor: fallback.descriptor,
            descriptorError: `${descriptorError}; showing the routes of ${name}@${fallback.version}`,
          }
        : { descriptorError };
    },
  };
}
export type DescriptorReader = ReturnType<typeof createDescriptorReader>;
