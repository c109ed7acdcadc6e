import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { PLATFORM_CONTRACT } from '@console/platform/contract';
import { SHELL_ROUTE_PATHS } from '@console/contracts/shell-paths';
import {
  diffEnvironments,
  environmentBefore,
  ReleaseCommandError,
  type ReleaseCommand,
} from '@console/contracts/release-commands';
import type { RegistryChange } from '@console/contracts/releases';
import { healthLines, status, verify, type ReleaseContext } from './release-commands';
import {
  createFileStore,
  createServerClient,
  createServerStore,
  fetchStatus,
  ServerError,
  type ReleaseStore,
} from './release-store';

export const USAGE = `usage: pnpm release <env> <command> [--server <url>] [--by <name>] [--reason "…"]
  status                               remotes, versions, canaries; per version share, loads, errors (from the server)
  verify                               schema, manifests reachable, descriptors valid, contract ranges met
  history [--remote <r>] [--limit <n>] the recorded changes, newest first
  diff [<env2>]                        the last change (before -> now), or this environment against <env2>
  enable <remote>                      switch a remote on
  disable <remote> --reason "…"        switch a remote off; the reason is shown to users
  pin <remote> <version> [--force]     make <version> the live one (must be built unless --force)
  canary <remote> <version> <percent>  serve <version> to <percent> % of users (1-99; built unless --force)
  canary <remote> end|promote          stop the canary, or make its version everyone's
  rollback <remote> [--to <change>]    undo the remote's last change, or set it back to how <change> left it
Changes go to deploy/environments/<env>.json and <env>.history.jsonl, or with --server (CONSOLE_URL)
through the server's operator API (ADMIN_TOKEN).`;

const VALUE_OPTIONS = new Set(['--reason', '--by', '--server', '--remote', '--limit', '--to']);

export interface RunOptions {
  repo: string;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** `git config user.name`, when git knows one. */
  gitUser?(): string | undefined;
  now?(): Date;
}

function parseArgs(args: string[]) {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (VALUE_OPTIONS.has(arg)) {
      const value = args[i + 1];
      if (value === undefined) throw new ReleaseCommandError(`${arg} needs a value.`);
      options.set(arg, value);
      i += 1;
    } else if (arg.startsWith('--')) flags.add(arg);
    else positional.push(arg);
  }
  return { options, flags, positional };
}

const defaultGitUser = () => {
  try {
    return execFileSync('git', ['config', 'user.name'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};

const positiveInt = (value: string | undefined, what: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new ReleaseCommandError(`${what} is a positive whole number, not "${value}".`);
  return Number(value);
};

function changeLine(change: RegistryChange): string {
  const who = change.automatic ? `${change.by} (automatic)` : change.by;
  const reason = change.reason ? ` — ${change.reason}` : '';
  return `#${change.id} ${change.at} ${change.action.padEnd(10)} ${change.remote.padEnd(10)} by ${who}${reason}`;
}

/** The release CLI as a function: exit code 0 done, 1 refused or failed, 2 usage. */
export async function runRelease(argv: string[], options: RunOptions): Promise<number> {
  const { out, err } = options;
  const [env, command, ...rest] = argv;
  if (!env || !command) {
    err(USAGE);
    return 2;
  }
  try {
    const { options: values, flags, positional } = parseArgs(rest);
    const ctx: ReleaseContext = {
      environmentsDir: options.env.CONSOLE_ENVIRONMENTS_DIR ?? resolve(options.repo, 'deploy', 'environments'),
      distDir: options.env.CONSOLE_DIST_DIR ?? resolve(options.repo, 'dist'),
      contractVersion: PLATFORM_CONTRACT,
      shellPatterns: SHELL_ROUTE_PATHS,
    };
    const serverUrl = values.get('--server') ?? options.env.CONSOLE_URL;
    const client = serverUrl ? createServerClient(serverUrl, options.env.ADMIN_TOKEN) : null;
    const store: ReleaseStore = client
      ? createServerStore(client)
      : createFileStore(ctx.environmentsDir, ctx.distDir, options.now);
    const by = values.get('--by') ?? (options.gitUser ?? defaultGitUser)() ?? options.env.USER ?? 'unknown';
    const reason = values.get('--reason');

    const change = async (cmd: ReleaseCommand) => {
      const applied = await store.apply(env, { command: cmd, by, ...(reason ? { reason } : {}) });
      out(`${changeLine(applied.change)}`);
      out(`${command} done: ${store.where}`);
      status(ctx, applied.environment).forEach((line) => out(`  ${line}`));
      return 0;
    };
    const [remote = '', second, third] = positional;

    switch (command) {
      case 'status':
        return await statusCommand(
          env,
          ctx,
          store,
          client ?? createServerClient(localServer(options.env), options.env.ADMIN_TOKEN, 2000),
          out,
        );
      case 'verify': {
        const problems = await verify(ctx, await store.read(env));
        problems.forEach((p) => err(`✘ ${p}`));
        out(problems.length === 0 ? `✔ ${env}: every remote checks out` : `${problems.length} problem(s) in ${env}`);
        return problems.length === 0 ? 0 : 1;
      }
      case 'history': {
        const changes = await store.history(env, {
          remote: values.get('--remote'),
          limit: positiveInt(values.get('--limit'), '--limit'),
        });
        if (changes.length === 0)
          out(`${env}: no recorded change${values.get('--remote') ? ` of ${values.get('--remote')}` : ''}.`);
        for (const c of changes) {
          out(changeLine(c));
          out(`    ${describe(c.before)} -> ${describe(c.after)}`);
        }
        return 0;
      }
      case 'diff':
        return await diffCommand(env, positional[0], store, out);
      case 'enable':
      case 'disable':
      case 'canary-end':
      case 'promote':
        return await change({ command, remote });
      case 'pin':
        return await change({ command: 'pin', remote, version: second ?? '', force: flags.has('--force') });
      case 'canary':
        if (second === 'end') return await change({ command: 'canary-end', remote });
        if (second === 'promote') return await change({ command: 'promote', remote });
        if (!second || third === undefined) throw new ReleaseCommandError('usage: canary <remote> <version> <percent>');
        if (!/^\d+$/.test(third))
          throw new ReleaseCommandError(`The canary share is a whole percent from 1 to 99, not ${third}.`);
        return await change({
          command: 'canary',
          remote,
          version: second,
          percent: Number(third),
          force: flags.has('--force'),
        });
      case 'rollback':
        return await change({ command: 'rollback', remote, to: positiveInt(values.get('--to'), '--to') });
      default:
        err(USAGE);
        return 2;
    }
  } catch (error) {
    err(`✘ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

const describe = (state: RegistryChange['before']) =>
  state
    ? `${state.version} ${state.enabled ? 'enabled' : `disabled (${state.reason ?? '-'})`}${state.canary ? ` canary ${state.canary.version} ${state.canary.percent} %` : ''}`
    : 'absent';

/** Without --server or CONSOLE_URL, status asks the server on this machine (PORT, default 8080). */
const localServer = (env: NodeJS.ProcessEnv) => `http://127.0.0.1:${env.PORT ?? 8080}`;

async function statusCommand(
  env: string,
  ctx: ReleaseContext,
  store: ReleaseStore,
  client: ReturnType<typeof createServerClient>,
  out: (line: string) => void,
): Promise<number> {
  const environment = await store.read(env);
  let health: Awaited<ReturnType<typeof fetchStatus>> | null = null;
  let unavailable = '';
  try {
    health = await fetchStatus(client, env);
  } catch (error) {
    unavailable = error instanceof ServerError ? error.message : String(error);
  }
  out(`${environment.environment}:`);
  const lines = status(ctx, environment);
  const remotes = health?.environments.find((e) => e.environment === env)?.remotes ?? [];
  Object.keys(environment.remotes).forEach((name, index) => {
    out(`  ${lines[index]}`);
    const remote = remotes.find((r) => r.name === name);
    if (remote) healthLines(remote).forEach((line) => out(`      ${line}`));
  });
  if (health)
    out(
      `loads and errors from ${client.url} (canary rolled back above ${(health.canaryPolicy.errorRate * 100).toFixed(1)} % errors after ${health.canaryPolicy.minLoads} loads)`,
    );
  else out(`no server answered (${unavailable}): showing the document only.`);
  return 0;
}

async function diffCommand(
  env: string,
  other: string | undefined,
  store: ReleaseStore,
  out: (line: string) => void,
): Promise<number> {
  const live = await store.read(env);
  if (other) {
    const lines = diffEnvironments(live, await store.read(other));
    out(`${env} -> ${other}:`);
    lines.forEach((line) => out(`  ${line}`));
    if (lines.length === 0) out('  no difference');
    return 0;
  }
  const [last] = await store.history(env, { limit: 1 });
  if (!last) {
    out(`${env}: no recorded change to compare with.`);
    return 0;
  }
  out(`${env}, the last change: ${changeLine(last)}`);
  const lines = diffEnvironments(environmentBefore(live, last), live);
  lines.forEach((line) => out(`  ${line}`));
  if (lines.length === 0) out('  no difference');
  return 0;
}
