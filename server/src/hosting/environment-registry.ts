import type { FastifyBaseLogger } from 'fastify';
import type { EnvironmentFile, EnvironmentRemote, Registry, RegistryRemote } from '@console/contracts/registry';
import type { DescriptorReader } from './descriptor-reader';

/** A release manager's override of one remote in their browser: another built version, or a URL. */
export type RemoteOverride = { version: string } | { url: string };

/** What one request's registry depends on: its canary bucket and, for a release manager, overrides. */
export interface RegistryResolution {
  /** 0-99, or null (no canary for this request). */
  bucket: number | null;
  overrides?: Record<string, RemoteOverride> | null;
}

const localManifest = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * GET /registry.json: the environment's document (from the registry store: its file or the
 * database) with each remote's manifest URL and descriptor, resolved per request: a bucket below a
 * canary's percent gets the canary version, a release manager's override replaces a remote's version
 * or manifest. A document that stops being valid keeps the last good one in force (and is logged)
 * rather than taking every user's console down.
 */
export function createEnvironmentRegistry(options: {
  /** The current document; null when the environment does not exist. Throws when it is not valid. */
  readEnvironment: () => Promise<EnvironmentFile | null>;
  descriptors: DescriptorReader;
  log: FastifyBaseLogger;
}) {
  let lastGood: EnvironmentFile | null = null;

  async function environment(): Promise<EnvironmentFile | null> {
    try {
      const current = await options.readEnvironment();
      if (current) lastGood = current;
      else if (!lastGood) return null;
    } catch (error) {
      options.log.error(
        { err: error },
        lastGood ? 'environment document invalid: serving the last good registry' : 'environment document invalid',
      );
    }
    return lastGood;
  }

  async function remoteOf(
    name: string,
    entry: EnvironmentRemote,
    resolution: RegistryResolution,
  ): Promise<RegistryRemote> {
    const override = resolution.overrides?.[name];
    const canary = !override && entry.canary && resolution.bucket !== null && resolution.bucket < entry.canary.percent;
    let version = canary && entry.canary ? entry.canary.version : entry.version;
    // A canary and a version override are served from this server's own build of that version.
    let manifestEntry = canary ? undefined : entry.entry;
    if (override && 'version' in override) {
      version = override.version;
      manifestEntry = undefined;
    } else if (override) manifestEntry = override.url;
    const found = await options.descriptors.forRemote(name, version, manifestEntry);
    if (found.descriptorError)
      options.log.warn({ remote: name, version, problem: found.descriptorError }, 'remote descriptor missing');
    if (override && 'url' in override) {
      const own = (found.descriptor as { version?: unknown } | undefined)?.version;
      if (typeof own === 'string' && !found.descriptorError) version = own;
    }
    return {
      name,
      version,
      enabled: entry.enabled,
      ...(entry.reason ? { reason: entry.reason } : {}),
      manifestUrl: manifestEntry ?? localManifest(name, version),
      ...found,
      ...(canary ? { canary: true } : {}),
      ...(override ? { override } : {}),
    };
  }

  return {
    /** The registry for one request, or null when no valid document was ever read. */
    async read(resolution: RegistryResolution = { bucket: null }): Promise<Registry | null> {
      const env = await environment();
      if (!env) return null;
      const remotes = await Promise.all(
        Object.entries(env.remotes).map(([name, entry]) => remoteOf(name, entry, resolution)),
      );
      return { environment: env.environment, remotes };
    },
    /** The document in force (the last good one), for callers that resolve against it. */
    environment,
  };
}
export type EnvironmentRegistry = ReturnType<typeof createEnvironmentRegistry>;
