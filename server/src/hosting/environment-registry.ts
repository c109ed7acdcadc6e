import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { EnvironmentFile, type Registry, type RegistryRemote } from '@console/contracts/registry';
import type { DescriptorReader } from './descriptor-reader';
import { createFileCache } from './file-cache';

/**
 * GET /registry.json: the environment file (deploy/environments/<env>.json) with each remote's
 * manifest URL and descriptor. The file is re-read when it changes; a broken edit keeps the last
 * good version in force (and is logged) rather than taking every user's console down.
 */
export function createEnvironmentRegistry(options: {
  environmentsDir: string;
  consoleEnv: string;
  descriptors: DescriptorReader;
  log: FastifyBaseLogger;
}) {
  const file = path.join(options.environmentsDir, `${options.consoleEnv}.json`);
  const readEnvironment = createFileCache(async (f) => EnvironmentFile.parse(JSON.parse(await readFile(f, 'utf8'))));
  let lastGood: EnvironmentFile | null = null;

  async function environment(): Promise<EnvironmentFile | null> {
    try {
      lastGood = await readEnvironment(file);
    } catch (error) {
      options.log.error(
        { err: error, file },
        lastGood ? 'environment file invalid: serving the last good registry' : 'environment file invalid',
      );
    }
    return lastGood;
  }

  async function remoteOf(name: string, entry: EnvironmentFile['remotes'][string]): Promise<RegistryRemote> {
    const found = await options.descriptors.forRemote(name, entry.version, entry.entry);
    if (found.descriptorError)
      options.log.warn(
        { remote: name, version: entry.version, problem: found.descriptorError },
        'remote descriptor missing',
      );
    return {
      name,
      version: entry.version,
      enabled: entry.enabled,
      ...(entry.reason ? { reason: entry.reason } : {}),
      manifestUrl: entry.entry ?? `/remotes/${name}/${entry.version}/mf-manifest.json`,
      ...found,
    };
  }

  return {
    /** The registry, or null when no valid environment file was ever read. */
    async read(): Promise<Registry | null> {
      const env = await environment();
      if (!env) return null;
      const remotes = await Promise.all(Object.entries(env.remotes).map(([name, entry]) => remoteOf(name, entry)));
      return { environment: env.environment, remotes };
    },
  };
}
export type EnvironmentRegistry = ReturnType<typeof createEnvironmentRegistry>;
