import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import type { EnvironmentRemote } from '@console/contracts/registry';
import type {
  EnvironmentReleaseStatus,
  ReleaseStatus,
  RemoteReleaseStatus,
  VersionHealth,
} from '@console/contracts/releases';
import type { CanaryPolicy } from './canary-watch-job';
import type { RemoteEventsRepository, VersionCounts } from './remote-events-repository';
import type { RegistryStore } from './registry-store';

const MANIFEST_TIMEOUT_MS = 2000;
/** Without a canary, loads and errors are those of the last hour. */
const WINDOW_MS = 60 * 60 * 1000;
export const STATUS_HISTORY = 50;

export interface StatusDependencies {
  store: RegistryStore;
  events: RemoteEventsRepository;
  policy: CanaryPolicy;
  distDir: string;
  /** The environment this server serves (CONSOLE_ENV). */
  consoleEnv: string;
  now?: () => Date;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Built versions of a remote on this server, newest first. */
export async function builtVersions(distDir: string, remote: string): Promise<string[]> {
  const versions = await readdir(path.join(distDir, 'remotes', remote)).catch(() => [] as string[]);
  return versions.filter((v) => semver.valid(v)).sort(semver.rcompare);
}

/** The manifest answered and parsed: a local file of this server, or a URL asked with a short timeout. */
async function manifestHealth(distDir: string, remote: string, version: string, entry: string | undefined) {
  try {
    if (entry) {
      const response = await fetch(entry, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      JSON.parse(await response.text());
    } else {
      JSON.parse(await readFile(path.join(distDir, 'remotes', remote, version, 'mf-manifest.json'), 'utf8'));
    }
    return { ok: true };
  } catch (error) {
    const where = entry ?? `/remotes/${remote}/${version}/mf-manifest.json`;
    return { ok: false, problem: `${remote} ${version}: ${where} ${errorText(error)}` };
  }
}

function versionsOf(name: string, entry: EnvironmentRemote, counts: VersionCounts[]): VersionHealth[] {
  const health = (version: string, share: number): VersionHealth => {
    const found = counts.find((c) => c.remote === name && c.version === version);
    const loads = found?.loads ?? 0;
    const errors = found?.errors ?? 0;
    return { version, share, loads, errors, errorRate: loads > 0 ? errors / loads : 0 };
  };
  const listed = [health(entry.version, 100 - (entry.canary?.percent ?? 0))];
  if (entry.canary) listed.push(health(entry.canary.version, entry.canary.percent));
  // Versions still reporting though nobody is given them (overrides, pages open since a pin).
  for (const c of counts)
    if (c.remote === name && !listed.some((v) => v.version === c.version)) listed.push(health(c.version, 0));
  return listed;
}

async function remoteStatus(
  deps: StatusDependencies,
  env: string,
  name: string,
  entry: EnvironmentRemote,
): Promise<RemoteReleaseStatus> {
  const since = entry.canary
    ? new Date(entry.canary.startedAt)
    : new Date((deps.now?.() ?? new Date()).getTime() - WINDOW_MS);
  const counts = await deps.events.countsSince(env, since);
  const checks = [await manifestHealth(deps.distDir, name, entry.version, entry.entry)];
  if (entry.canary) checks.push(await manifestHealth(deps.distDir, name, entry.canary.version, undefined));
  const problems = checks.flatMap((c) => (c.problem ? [c.problem] : []));
  return {
    name,
    enabled: entry.enabled,
    ...(entry.reason ? { reason: entry.reason } : {}),
    version: entry.version,
    ...(entry.canary ? { canary: entry.canary } : {}),
    manifest: problems.length === 0 ? { ok: true } : { ok: false, problem: problems.join('; ') },
    versions: versionsOf(name, entry, counts),
    builtVersions: await builtVersions(deps.distDir, name),
  };
}

async function environmentStatus(deps: StatusDependencies, env: string): Promise<EnvironmentReleaseStatus | null> {
  const document = await deps.store.read(env).catch(() => null);
  if (!document) return null;
  const remotes = [];
  for (const [name, entry] of Object.entries(document.remotes))
    remotes.push(await remoteStatus(deps, env, name, entry));
  return {
    environment: env,
    current: env === deps.consoleEnv,
    remotes,
    history: await deps.store.history(env, { limit: STATUS_HISTORY }),
  };
}

/** What is live per environment (all of the store's, or the ones named), with health and history. */
export async function releaseStatus(deps: StatusDependencies, only?: string[]): Promise<ReleaseStatus> {
  const environments: EnvironmentReleaseStatus[] = [];
  for (const env of only ?? (await deps.store.environments())) {
    const status = await environmentStatus(deps, env);
    if (status) environments.push(status);
  }
  return {
    canaryPolicy: { errorRate: deps.policy.maxErrorRate, minLoads: deps.policy.minLoads },
    environments,
  };
}
