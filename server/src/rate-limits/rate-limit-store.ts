import type { Queryable } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What @fastify/rate-limit hands a store's child: the route's merged options (routeInfo: the route). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

// Expired rows are deleted at most this often per process, by whichever request comes then.
const PURGE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit over the `rate_limit_hits` table: every server process on one
 * PostgreSQL counts into the same row (an upsert per request), so a limit of 30 a minute is 30 for the
 * whole service, not 30 per process. Fixed windows, as the plugin's own memory store counts them.
 */
export function databaseRateLimitStore(db: Queryable) {
  let lastPurge = 0;
  const purgeExpired = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.query('DELETE FROM rate_limit_hits WHERE reset_at < now()').catch(() => {
      lastPurge = 0;
    });
  };

  return class DatabaseRateLimitStore {
    /** `prefix` keeps each route's counters apart (the plugin asks a child store per route). */
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      purgeExpired();
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.hits + 1 END,
           reset_at = CASE WHEN h.reset_at <= now() THEN EXCLUDED.reset_at ELSE h.reset_at END
         RETURNING h.hits, greatest(0, extract(epoch FROM h.reset_at - now()) * 1000)::float8 AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        ([row]) => callback(null, { current: row!.hits, ttl: Math.ceil(row!.ttl) }),
        (error: Error) => callback(error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(options, `${method} ${route?.url ?? ''} `);
    }
  };
}
