import type { FastifyBaseLogger } from 'fastify';
import { automaticCanaryRollback, ReleaseCommandError } from '@console/contracts/release-commands';
import type { Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';
import type { RemoteEventsRepository } from './remote-events-repository';
import type { RegistryStore } from './registry-store';

export const CANARY_WATCH = 'releases.canary-watch';

export interface CanaryPolicy {
  /** A canary is judged once it has this many loads (CANARY_MIN_LOADS). */
  minLoads: number;
  /** Rolled back when errors / loads is above this (CANARY_MAX_ERROR_RATE, 0-1). */
  maxErrorRate: number;
  /** Seconds between two watches (CANARY_WATCH_SECONDS). */
  everySeconds: number;
}

export interface CanaryWatchDependencies {
  db: Queryable;
  store: RegistryStore;
  events: RemoteEventsRepository;
  policy: CanaryPolicy;
  log: FastifyBaseLogger;
}

/** `12.5 % errors over 24 loads`: the reason the history gives for an automatic rollback. */
export const rollbackReason = (errors: number, loads: number) =>
  `${((errors / loads) * 100).toFixed(1)} % errors over ${loads} loads`;

/**
 * One watch over every environment's canaries: a canary version with at least minLoads loads since
 * it started and an error rate above maxErrorRate is taken out through the store (everyone gets the
 * stable version on the next page load), recorded as an automatic rollback. Answers the rollbacks.
 */
export async function watchCanaries(deps: Omit<CanaryWatchDependencies, 'db' | 'log'>): Promise<string[]> {
  const rolledBack: string[] = [];
  for (const env of await deps.store.environments()) {
    const document = await deps.store.read(env).catch(() => null);
    if (!document) continue;
    for (const [remote, entry] of Object.entries(document.remotes)) {
      const canary = entry.canary;
      if (!canary) continue;
      const counts = await deps.events.countsSince(env, new Date(canary.startedAt));
      const mine = counts.find((c) => c.remote === remote && c.version === canary.version);
      if (!mine || mine.loads < deps.policy.minLoads || mine.errors / mine.loads <= deps.policy.maxErrorRate) continue;
      try {
        await deps.store.change(env, (current) => {
          // The canary may have changed since it was read: judge only the one that was counted.
          const now = current.remotes[remote]?.canary;
          if (now?.version !== canary.version || now.startedAt !== canary.startedAt)
            throw new ReleaseCommandError('the canary changed meanwhile');
          return automaticCanaryRollback(current, remote, rollbackReason(mine.errors, mine.loads));
        });
        rolledBack.push(`${env}/${remote}@${canary.version}`);
      } catch (error) {
        if (!(error instanceof ReleaseCommandError)) throw error;
      }
    }
  }
  return rolledBack;
}

/** Every few seconds: the watch, old counts purged once an hour, then its own next run. */
export const canaryWatchHandler = (deps: CanaryWatchDependencies) => {
  let lastPurge = 0;
  return async () => {
    try {
      const rolledBack = await watchCanaries(deps);
      if (rolledBack.length > 0) deps.log.warn({ rolledBack }, 'canary rolled back automatically');
      if (Date.now() - lastPurge > 3_600_000) {
        lastPurge = Date.now();
        await deps.events.purge();
      }
    } finally {
      await bookJob(deps.db, CANARY_WATCH, {}, { afterSeconds: deps.policy.everySeconds, unless: 'queued' });
    }
  };
};
