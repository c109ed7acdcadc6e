import type { RemoteEventReport } from '@console/contracts/releases';
import type { Queryable } from '../db/database';

export interface VersionCounts {
  remote: string;
  version: string;
  /** Attempts: loads that worked and loads that failed. */
  loads: number;
  /** Loads that failed and mounts that failed. */
  errors: number;
}

/** Kept this long: the status view looks at a canary's life or the last hour. */
export const LOAD_COUNT_RETENTION_DAYS = 30;

/**
 * The shells' load reports, counted per (environment, remote, version, minute) in
 * remote_load_minutes, so every server process adds to and reads the same numbers.
 */
export function createRemoteEventsRepository(db: Queryable) {
  return {
    /** Adds a report's events to the current minute's counts. */
    async record(environment: string, events: RemoteEventReport['events']): Promise<void> {
      const counts = new Map<
        string,
        { remote: string; version: string; load: number; loadError: number; mountError: number }
      >();
      for (const event of events) {
        const key = `${event.remote}\n${event.version}`;
        const entry = counts.get(key) ?? {
          remote: event.remote,
          version: event.version,
          load: 0,
          loadError: 0,
          mountError: 0,
        };
        if (event.kind === 'load') entry.load += 1;
        else if (event.kind === 'load-error') entry.loadError += 1;
        else entry.mountError += 1;
        counts.set(key, entry);
      }
      for (const c of counts.values()) {
        await db.query(
          `INSERT INTO remote_load_minutes (environment, remote, version, minute, loads, load_errors, mount_errors)
           VALUES ($1, $2, $3, date_trunc('minute', now()), $4, $5, $6)
           ON CONFLICT (environment, remote, version, minute) DO UPDATE SET
             loads = remote_load_minutes.loads + excluded.loads,
             load_errors = remote_load_minutes.load_errors + excluded.load_errors,
             mount_errors = remote_load_minutes.mount_errors + excluded.mount_errors`,
          [environment, c.remote, c.version, c.load, c.loadError, c.mountError],
        );
      }
    },

    /** Loads and errors per remote and version since `since` (to the minute it fell in). */
    async countsSince(environment: string, since: Date): Promise<VersionCounts[]> {
      const rows = await db.query<{ remote: string; version: string; loads: number; errors: number }>(
        `SELECT remote, version, (sum(loads) + sum(load_errors))::int AS loads,
                (sum(load_errors) + sum(mount_errors))::int AS errors
           FROM remote_load_minutes
          WHERE environment = $1 AND minute >= date_trunc('minute', $2::timestamptz)
          GROUP BY remote, version ORDER BY remote, version`,
        [environment, since],
      );
      return rows;
    },

    /** Drops counts past the retention; answers how many rows went. */
    async purge(): Promise<number> {
      const rows = await db.query(
        `DELETE FROM remote_load_minutes WHERE minute < now() - make_interval(days => $1) RETURNING 1`,
        [LOAD_COUNT_RETENTION_DAYS],
      );
      return rows.length;
    },
  };
}
export type RemoteEventsRepository = ReturnType<typeof createRemoteEventsRepository>;
