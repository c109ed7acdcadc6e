import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { EnvironmentFile } from '@console/contracts/registry';
import type { RemoteReleaseStatus } from '@console/contracts/releases';
import { validateRegistry } from '@console/contracts/registry-validation';

export interface ReleaseContext {
  environmentsDir: string;
  distDir: string;
  /** The contract version the shell provides (PLATFORM_CONTRACT). */
  contractVersion: string;
  /** Route patterns the shell owns, which no remote may claim. */
  shellPatterns: readonly string[];
  fetchTimeoutMs?: number;
}

export const remoteDir = (ctx: ReleaseContext, name: string, version: string) =>
  join(ctx.distDir, 'remotes', name, version);

/** Built versions of a remote, newest first. */
export function builtVersions(ctx: ReleaseContext, name: string): string[] {
  const dir = join(ctx.distDir, 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => semver.valid(v))
    .sort(semver.rcompare);
}

/** The problems that would keep a remote of this environment from working; empty when all is well. */
export async function verify(ctx: ReleaseContext, env: EnvironmentFile): Promise<string[]> {
  const problems: string[] = [];
  const registryRemotes = [];
  for (const [name, remote] of Object.entries(env.remotes)) {
    const dir = remoteDir(ctx, name, remote.version);
    let descriptor: unknown;
    try {
      descriptor = JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8'));
    } catch {
      problems.push(`${name} ${remote.version}: remote.json is missing in ${dir}`);
    }
    const manifestUrl = remote.entry ?? `/remotes/${name}/${remote.version}/mf-manifest.json`;
    if (remote.enabled) {
      const reachable = remote.entry
        ? await answers(remote.entry, ctx.fetchTimeoutMs ?? 5000)
        : existsSync(join(dir, 'mf-manifest.json'));
      if (!reachable) problems.push(`${name} ${remote.version}: manifest not reachable at ${manifestUrl}`);
    }
    registryRemotes.push({
      name,
      version: remote.version,
      enabled: remote.enabled,
      reason: remote.reason,
      manifestUrl,
      descriptor,
    });
  }
  const validated = validateRegistry(
    { environment: env.environment, remotes: registryRemotes },
    ctx.contractVersion,
    ctx.shellPatterns,
  );
  for (const problem of validated.problems) problems.push(`${problem.remote}: ${problem.message}`);
  return [...new Set(problems)];
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One line per remote: name, version, on/off (reason), canary, built or not. */
export function status(ctx: ReleaseContext, env: EnvironmentFile): string[] {
  return Object.entries(env.remotes).map(([name, remote]) => {
    const built = existsSync(join(remoteDir(ctx, name, remote.version), 'mf-manifest.json')) ? 'built' : 'NOT BUILT';
    const state = remote.enabled ? 'enabled' : `disabled (${remote.reason ?? 'no reason given'})`;
    const canary = remote.canary
      ? ` canary ${remote.canary.version} at ${remote.canary.percent} % since ${remote.canary.startedAt}`
      : '';
    return `${name.padEnd(10)} ${remote.version.padEnd(12)} ${state.padEnd(30)} ${remote.entry ? `entry ${remote.entry}` : built}${canary}`;
  });
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Per version of a remote, from the server: share, loads, errors (and the manifest when it is unwell). */
export function healthLines(remote: RemoteReleaseStatus): string[] {
  const lines = remote.versions.map(
    (v) =>
      `${v.version.padEnd(12)} share ${`${v.share} %`.padEnd(6)} loads ${String(v.loads).padEnd(6)} errors ${v.errors} (${percent(v.errorRate)})`,
  );
  if (!remote.manifest.ok) lines.push(`manifest: ${remote.manifest.problem ?? 'not readable'}`);
  return lines;
}
