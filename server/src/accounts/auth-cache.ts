import { createHash } from 'node:crypto';
import type { TeamStatus } from '@console/contracts/teams';
import type { Database } from '../db/database';
import { followChannel } from '../db/follow-channel';
import type { SessionRecord, SessionsRepository } from './sessions-repository';
import type { UserRecord, UsersRepository } from './users-repository';

/** How long an entry may be served without asking the database (the bound if a notification were lost). */
export const AUTH_CACHE_TTL_MS = 5_000;
/** Entries per kind (sessions, users, team access); the least recently used leave first. */
export const AUTH_CACHE_MAX_ENTRIES = 10_000;
/** A session's "last seen" is written at most this often per process (its expiry is 12 hours). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

interface Entry<V> {
  value: V;
  until: number;
}

/** A bounded map whose entries last until their own time: Map keeps insertion order, so the oldest use is first. */
class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  constructor(private readonly max: number) {}
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }
  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  clear(): void {
    this.entries.clear();
  }
  get size(): number {
    return this.entries.size;
  }
}

export type TeamAccess = { teamSeq: number; status: TeamStatus };

/**
 * A short-lived in-process cache of what authenticating a request reads: sessions (complete ones only),
 * users and the teams a user may open. Any change of them empties it: here at once (this process's
 * logouts and ended sessions), and on every process when the changing transaction commits (the
 * `console_auth` notification of migration 100, see plugins/app/auth-cache.ts). While that notification
 * cannot be heard (a PostgreSQL listening connection broke), `suspend()` makes every read go to the
 * database. A read that began before a change is never stored after it (`generation`).
 */
export function createAuthCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttl = options.ttlMs ?? AUTH_CACHE_TTL_MS;
  const max = options.maxEntries ?? AUTH_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const sessions = new LruCache<SessionRecord>(max);
  const users = new LruCache<UserRecord>(max);
  const teams = new LruCache<TeamAccess>(max);
  const touched = new LruCache<true>(max);
  let generation = 0;
  let live = false;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  async function through<V>(
    cache: LruCache<V>,
    key: string,
    load: () => Promise<V | null>,
    keep: (value: V) => number | null = () => now() + ttl,
  ): Promise<V | null> {
    if (!live) return load();
    const hit = cache.get(key, now());
    if (hit !== undefined) {
      stats.hits += 1;
      return hit;
    }
    stats.misses += 1;
    const seen = generation;
    const value = await load();
    const until = value === null ? null : keep(value);
    if (value !== null && until !== null && live && seen === generation) cache.set(key, value, until);
    return value;
  }
  // A complete session is kept until its own expiry at the latest; a pending one (its code changes) never.
  const sessionUntil = (session: SessionRecord) =>
    session.state === 'ACTIVE' ? Math.min(now() + ttl, session.expiresAt.getTime()) : null;

  const cache = {
    session: (key: string, load: () => Promise<SessionRecord | null>) => through(sessions, key, load, sessionUntil),
    user: (userSeq: number, load: () => Promise<UserRecord | null>) => through(users, String(userSeq), load),
    team: (userSeq: number, teamSeq: number, load: () => Promise<TeamAccess | null>) =>
      through(teams, `${userSeq}:${teamSeq}`, load),
    /** True when this process has not touched the session within SESSION_TOUCH_INTERVAL_MS (and notes it now). */
    touchDue(sessionId: string): boolean {
      if (touched.get(sessionId, now())) return false;
      touched.set(sessionId, true, now() + SESSION_TOUCH_INTERVAL_MS);
      return true;
    },
    /** Something a session, user or team access depends on changed: forget everything. */
    invalidate(): void {
      generation += 1;
      stats.invalidations += 1;
      sessions.clear();
      users.clear();
      teams.clear();
    },
    /** Changes can be heard again: serve from the cache, starting empty. */
    resume(): void {
      cache.invalidate();
      live = true;
    },
    /** Changes cannot be heard: read everything from the database until resume(). */
    suspend(): void {
      live = false;
      cache.invalidate();
    },
    get live(): boolean {
      return live;
    },
    stats: () => ({ ...stats, entries: sessions.size + users.size + teams.size }),
  };
  return cache;
}
export type AuthCache = ReturnType<typeof createAuthCache>;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * The sessions repository reading through the cache: complete sessions by cookie secret and by id,
 * this process's session endings forgotten at once, and "last seen" written at most once a minute.
 */
export function cachedSessions(sessions: SessionsRepository, cache: AuthCache): SessionsRepository {
  const ending =
    <A extends unknown[], R>(end: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await end(...args);
      } finally {
        cache.invalidate();
      }
    };
  return {
    ...sessions,
    findBySecret: (secret) => cache.session(`secret:${hashSecret(secret)}`, () => sessions.findBySecret(secret)),
    findById: (sessionId) => cache.session(`id:${sessionId}`, () => sessions.findById(sessionId)),
    touch: async (sessionId, seen) => {
      // A renewal (seen given) records the device at once; a page load within the minute changes nothing.
      if (seen || cache.touchDue(sessionId)) await sessions.touch(sessionId, seen);
    },
    delete: ending(sessions.delete),
    deleteOfUser: ending(sessions.deleteOfUser),
    deleteOthersOfUser: ending(sessions.deleteOthersOfUser),
    activate: ending(sessions.activate),
  };
}

/** The users repository with the lookup of every authenticated request read through the cache. */
export function cachedUsers(users: UsersRepository, cache: AuthCache): UsersRepository {
  return { ...users, findByUserSeq: (userSeq) => cache.user(userSeq, () => users.findByUserSeq(userSeq)) };
}

/** The channel migration 100's triggers notify when a session, user, business, team or membership changes. */
export const AUTH_CHANGES_CHANNEL = 'console_auth';

/**
 * Keeps the cache in step with the database: empties it on every `console_auth` notification, and while
 * the listening connection is broken (PostgreSQL restarted ...) reads go to the database until it listens
 * again (db/follow-channel.ts). A database without listen (a stand-in of tests) gets no caching. Answers
 * a function that stops.
 */
export function followAuthChanges(
  db: Database,
  cache: AuthCache,
  log: { warn(details: object, message: string): void },
): Promise<() => Promise<void>> {
  return followChannel(
    db,
    AUTH_CHANGES_CHANNEL,
    { notify: () => cache.invalidate(), resume: () => cache.resume(), suspend: () => cache.suspend() },
    log,
  );
}
