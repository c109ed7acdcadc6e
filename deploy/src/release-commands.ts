import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { EnvironmentFile } from '@console/contracts/registry';
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

const remoteDir = (ctx: ReleaseContext, name: string, version: string) => join(ctx.distDir, 'remotes', name, version);

/** Built versions of a remote, newest first. */
export function builtVersions(ctx: ReleaseContext, name: string): string[] {
  const dir = join(ctx.distDir, 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => semver.valid(v))
    .sort(semver.rcompare);
}

export function enable(env: EnvironmentFile, name: string): EnvironmentFile {
  const remote = requireRemote(env, name);
  const { reason: _reason, ...rest } = remote;
  return { ...env, remotes: { ...env.remotes, [name]: { ...rest, enabled: true } } };
}

export function disable(env: EnvironmentFile, name: string, reason: string): EnvironmentFile {
  if (!reason.trim()) throw new Error('Say why with --reason "...": the shell shows it and the next person needs it.');
  const remote = requireRemote(env, name);
  return { ...env, remotes: { ...env.remotes, [name]: { ...remote, enabled: false, reason: reason.trim() } } };
}

/** Names a built version (or a new remote). Refuses a version that was never built, unless forced. */
export function pin(
  ctx: ReleaseContext,
  env: EnvironmentFile,
  name: string,
  version: string,
  force = false,
): EnvironmentFile {
  if (!force && !existsSync(join(remoteDir(ctx, name, version), 'mf-manifest.json'))) {
    const built = builtVersions(ctx, name);
    throw new Error(
      `${name} ${version} is not built in ${ctx.distDir}. Built: ${built.join(', ') || 'none'}. Build it or pass --force.`,
    );
  }
  const current = env.remotes[name];
  return { ...env, remotes: { ...env.remotes, [name]: { ...current, version, enabled: current?.enabled ?? true } } };
}

function requireRemote(env: EnvironmentFile, name: string) {
  const remote = env.remotes[name];
  if (!remote)
    throw new Error(`${env.environment} has no remote "${name}". Known: ${Object.keys(env.remotes).join(', ')}.`);
  return remote;
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

/** One line per remote: name, version, on/off (reason), built or not. */
export function status(ctx: ReleaseContext, env: EnvironmentFile): string[] {
  return Object.entries(env.remotes).map(([name, remote]) => {
    const built = existsSync(join(remoteDir(ctx, name, remote.version), 'mf-manifest.json')) ? 'built' : 'NOT BUILT';
    const state = remote.enabled ? 'enabled' : `disabled (${remote.reason ?? 'no reason given'})`;
    return `${name.padEnd(10)} ${remote.version.padEnd(12)} ${state.padEnd(30)} ${remote.entry ? `entry ${remote.entry}` : built}`;
  });
}
