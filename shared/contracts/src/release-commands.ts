import { z } from 'zod';
import { RemoteName } from './descriptor';
import type { EnvironmentFile, EnvironmentRemote } from './registry';
import { RegistryChange } from './releases';

/**
 * What a release manager can do to an environment's registry, as pure functions: the release CLI
 * (deploy/, file store) and the server (server/src/releases: the operator API, the canary watch)
 * both apply changes through here, so a change means the same wherever it is made. Nothing here
 * reads files or the clock: the caller passes what is built and the history.
 */

const Version = z.string().trim().min(1).max(40);

/** One command of `release <env> ...` (and POST /admin/api/releases/:env/changes). */
export const ReleaseCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('enable'), remote: RemoteName }),
  z.object({ command: z.literal('disable'), remote: RemoteName }),
  z.object({ command: z.literal('pin'), remote: RemoteName, version: Version, force: z.boolean().optional() }),
  z.object({
    command: z.literal('canary'),
    remote: RemoteName,
    version: Version,
    percent: z.number(),
    force: z.boolean().optional(),
  }),
  /** Stops the canary: everyone gets the stable version again. */
  z.object({ command: z.literal('canary-end'), remote: RemoteName }),
  /** Makes the canary version the stable one for everyone (recorded as a pin). */
  z.object({ command: z.literal('promote'), remote: RemoteName }),
  /** Without `to`: undoes the remote's last change. With `to`: the remote as change `to` left it. */
  z.object({ command: z.literal('rollback'), remote: RemoteName, to: z.number().int().positive().optional() }),
]);
export type ReleaseCommand = z.infer<typeof ReleaseCommand>;

/** A command with who makes it and why (the audit). */
export const ReleaseChangeRequest = z.object({
  command: ReleaseCommand,
  by: z.string().trim().min(1).max(100),
  reason: z.string().trim().max(500).optional(),
});
export type ReleaseChangeRequest = z.infer<typeof ReleaseChangeRequest>;

/** A change before the store numbers and dates it. */
export type PendingChange = Omit<RegistryChange, 'id' | 'environment' | 'at'>;

export interface CommandContext {
  /** Whether dist/remotes/<remote>/<version>/ holds a build (pin and canary refuse others unless forced). */
  isBuilt(remote: string, version: string): boolean;
  /** The environment's changes so far (rollback reads them), any order. */
  history: readonly RegistryChange[];
  /** ISO time the canary starts, when the command starts one. */
  now: string;
}

/** A command that would break the environment, or changes nothing; the message says what to do. */
export class ReleaseCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseCommandError';
  }
}

const fail = (message: string): never => {
  throw new ReleaseCommandError(message);
};

function requireRemote(env: EnvironmentFile, name: string): EnvironmentRemote {
  return (
    env.remotes[name] ??
    fail(`${env.environment} has no remote "${name}". Known: ${Object.keys(env.remotes).join(', ') || 'none'}.`)
  );
}

function requireBuilt(ctx: CommandContext, remote: string, version: string, force: boolean | undefined) {
  if (!force && !ctx.isBuilt(remote, version))
    fail(`${remote} ${version} is not built on this server. Build it (node scripts/build-remote.mjs) or pass --force.`);
}

const withoutKey = <T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

/** The remote's state after the command; null removes the remote (a rollback past its creation). */
function nextState(
  env: EnvironmentFile,
  request: ReleaseChangeRequest,
  ctx: CommandContext,
): { state: EnvironmentRemote | null; action: RegistryChange['action'] } {
  const { command } = request;
  switch (command.command) {
    case 'enable':
      return {
        state: { ...withoutKey(requireRemote(env, command.remote), 'reason'), enabled: true },
        action: 'enable',
      };
    case 'disable': {
      const reason = request.reason?.trim() || fail('Say why with --reason "...": the shell shows it to users.');
      return { state: { ...requireRemote(env, command.remote), enabled: false, reason }, action: 'disable' };
    }
    case 'pin': {
      requireBuilt(ctx, command.remote, command.version, command.force);
      const current = env.remotes[command.remote];
      const state: EnvironmentRemote = { ...current, version: command.version, enabled: current?.enabled ?? true };
      // Pinning the canary's version makes it everyone's: the canary has nothing left to do.
      return {
        state: state.canary?.version === command.version ? withoutKey(state, 'canary') : state,
        action: 'pin',
      };
    }
    case 'canary': {
      const current = requireRemote(env, command.remote);
      if (!Number.isInteger(command.percent) || command.percent < 1 || command.percent > 99)
        fail(`The canary share is a whole percent from 1 to 99, not ${command.percent}.`);
      if (command.version === current.version)
        fail(`${command.remote} ${command.version} is already the live version: a canary needs another one.`);
      requireBuilt(ctx, command.remote, command.version, command.force);
      // The same version at another share keeps its start, so its loads and errors keep counting.
      const startedAt = current.canary?.version === command.version ? current.canary.startedAt : ctx.now;
      return {
        state: { ...current, canary: { version: command.version, percent: command.percent, startedAt } },
        action: 'canary',
      };
    }
    case 'canary-end': {
      const current = requireRemote(env, command.remote);
      if (!current.canary) fail(`${command.remote} has no canary to end.`);
      return { state: withoutKey(current, 'canary'), action: 'canary-end' };
    }
    case 'promote': {
      const current = requireRemote(env, command.remote);
      const canary = current.canary ?? fail(`${command.remote} has no canary to promote.`);
      return { state: { ...withoutKey(current, 'canary'), version: canary.version }, action: 'pin' };
    }
    case 'rollback': {
      const mine = ctx.history.filter((c) => c.remote === command.remote).sort((a, b) => b.id - a.id);
      if (command.to === undefined) {
        const last = mine[0] ?? fail(`${command.remote} has no recorded change to roll back.`);
        return { state: last.before, action: 'rollback' };
      }
      const target =
        mine.find((c) => c.id === command.to) ??
        fail(`Change ${command.to} is not a change of ${command.remote} in ${env.environment} (see history).`);
      return { state: target.after, action: 'rollback' };
    }
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

function withRemote(env: EnvironmentFile, name: string, state: EnvironmentRemote | null): EnvironmentFile {
  const remotes = { ...env.remotes };
  if (state) remotes[name] = state;
  else delete remotes[name];
  return { ...env, remotes };
}

/** Applies a command: the new document and the change to record. Throws ReleaseCommandError. */
export function applyReleaseCommand(
  env: EnvironmentFile,
  request: ReleaseChangeRequest,
  ctx: CommandContext,
): { environment: EnvironmentFile; change: PendingChange } {
  const name = request.command.remote;
  const before = env.remotes[name] ?? null;
  const { state, action } = nextState(env, request, ctx);
  if (same(before, state)) fail(`${name} is already like that in ${env.environment}: nothing to change.`);
  const reason = request.reason?.trim();
  return {
    environment: withRemote(env, name, state),
    change: {
      by: request.by,
      ...(reason ? { reason } : {}),
      action,
      remote: name,
      before,
      after: state,
      automatic: false,
    },
  };
}

/** The canary watch's rollback: the canary goes, the history says it was automatic and why. */
export function automaticCanaryRollback(
  env: EnvironmentFile,
  remote: string,
  reason: string,
): { environment: EnvironmentFile; change: PendingChange } {
  const before = requireRemote(env, remote);
  if (!before.canary) fail(`${remote} has no canary to roll back.`);
  const after = withoutKey(before, 'canary');
  return {
    environment: withRemote(env, remote, after),
    change: { by: 'automatic', reason, action: 'rollback', remote, before, after, automatic: true },
  };
}

/** One line of a remote's state: `1.2.0 enabled, canary 1.3.0 at 10 %`. */
export function describeRemote(remote: EnvironmentRemote | null): string {
  if (!remote) return 'absent';
  const parts = [remote.version, remote.enabled ? 'enabled' : `disabled (${remote.reason ?? 'no reason given'})`];
  if (remote.canary) parts.push(`canary ${remote.canary.version} at ${remote.canary.percent} %`);
  if (remote.entry) parts.push(`entry ${remote.entry}`);
  return parts.join(', ');
}

/** Per remote, what differs between two documents: version, enabled, canary, entry. Empty when alike. */
export function diffEnvironments(from: EnvironmentFile, to: EnvironmentFile): string[] {
  const names = [...new Set([...Object.keys(from.remotes), ...Object.keys(to.remotes)])].sort();
  const lines: string[] = [];
  for (const name of names) {
    const a = from.remotes[name] ?? null;
    const b = to.remotes[name] ?? null;
    if (same(a, b)) continue;
    if (!a || !b) {
      lines.push(`${name}: ${describeRemote(a)} -> ${describeRemote(b)}`);
      continue;
    }
    const parts: string[] = [];
    if (a.version !== b.version) parts.push(`version ${a.version} -> ${b.version}`);
    if (a.enabled !== b.enabled || a.reason !== b.reason)
      parts.push(
        `${a.enabled ? 'enabled' : `disabled (${a.reason ?? '-'})`} -> ${b.enabled ? 'enabled' : `disabled (${b.reason ?? '-'})`}`,
      );
    if (!same(a.canary, b.canary)) {
      const canary = (r: EnvironmentRemote) => (r.canary ? `${r.canary.version} at ${r.canary.percent} %` : 'none');
      parts.push(`canary ${canary(a)} -> ${canary(b)}`);
    }
    if (a.entry !== b.entry) parts.push(`entry ${a.entry ?? 'none'} -> ${b.entry ?? 'none'}`);
    lines.push(`${name}: ${parts.join('; ')}`);
  }
  return lines;
}

/** The document as it was before `change` (the change's remote set back to its `before`). */
export const environmentBefore = (env: EnvironmentFile, change: RegistryChange): EnvironmentFile =>
  withRemote(env, change.remote, change.before);

/** One line of <env>.history.jsonl. */
export const historyLine = (change: RegistryChange): string => `${JSON.stringify(RegistryChange.parse(change))}\n`;

/**
 * Reads <env>.history.jsonl. A last line that is not whole (a write cut short) is left out; any
 * other line that is not a change is an error, since the audit must not lose entries quietly.
 */
export function parseHistory(text: string, source = 'history'): RegistryChange[] {
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const changes = lines
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      try {
        return RegistryChange.parse(JSON.parse(line));
      } catch {
        throw new Error(`${source} line ${index + 1} is not a registry change.`);
      }
    });
  if (last.trim()) {
    try {
      changes.push(RegistryChange.parse(JSON.parse(last)));
    } catch {
      // Cut short while being written: the change did not happen as far as the audit knows.
    }
  }
  return changes;
}

/** The next change id of an environment: one more than the highest so far. */
export const nextChangeId = (history: readonly RegistryChange[]): number =>
  history.reduce((max, change) => Math.max(max, change.id), 0) + 1;
