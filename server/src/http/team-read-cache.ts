import type { FastifyReply, FastifyRequest } from 'fastify';
import { teamOf } from './request-auth';

/**
 * How long an answer may be served without asking the database: the bound if a change escaped the
 * triggers (a restore with triggers off, a lost notification). Access is checked on every request
 * (authenticate, requireTeam), so an entry can only be late, never shown to someone it is not for; and
 * a hot key is read again once in this window at most, which costs nothing measurable.
 */
export const TEAM_READ_MAX_AGE_MS = 10_000;
/** Answers kept; the least recently used leave first. */
export const TEAM_READ_MAX_ENTRIES = 4_000;
/** Memory of the kept bodies (UTF-16, as V8 holds Korean text); a body over a sixteenth is not kept. */
export const TEAM_READ_MAX_BYTES = 64 * 1024 * 1024;
/** The channel migration 101's triggers notify with a team (or '*': every team) when its lists change. */
export const TEAM_DATA_CHANNEL = 'console_team_data';

const JSON_TYPE = 'application/json; charset=utf-8';
const DAY_MS = 86_400_000;
// Korea has kept one offset since 1988: today's date there is plain arithmetic.
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** What an answer depends on besides its route and query: its teams, and a part of the key (a role ...). */
export interface ReadScope {
  teams: readonly number[];
  key?: string;
}

interface Entry {
  scope: ReadScope;
  /** The change clock when its read began: a change of its teams after that makes it stale. */
  since: number;
  body: string;
  size: number;
  until: number;
}
interface Flight {
  scope: ReadScope;
  since: number;
  body: Promise<string | null>;
}

/** The validated query in one order (absent fields left out), so equal queries make equal keys. */
const canonicalQuery = (query: unknown): string => {
  if (query === null || typeof query !== 'object') return '';
  const fields = query as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(fields)
      .filter((name) => fields[name] !== undefined)
      .sort()
      .map((name) => [name, fields[name]]),
  );
};

/**
 * Answers of 200 of the hottest team GETs (the send-request list, the message history), kept per
 * process as the bodies sent. A key holds the route, the teams, the canonical query, the Seoul day
 * (default ranges are "the last 31 days") and the scope's own part. A change of a team, heard from the
 * `console_team_data` notification when its transaction commits or from this process's own write
 * request (`changed`, before its answer leaves), makes that team's answers stale; while notifications
 * cannot be heard (`suspend`) nothing is served from memory. A read that began before a change is
 * never kept, and concurrent misses of one key share one read when no change came between them.
 */
export function createTeamReadCache(
  options: { maxAgeMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number } = {},
) {
  const maxAge = options.maxAgeMs ?? TEAM_READ_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? TEAM_READ_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? TEAM_READ_MAX_BYTES;
  const now = options.now ?? Date.now;
  // Map keeps insertion order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  const changedAt = new Map<number, number>();
  let clock = 0;
  let allChangedAt = 0;
  let bytes = 0;
  let live = false;
  const stats = { hits: 0, shared: 0, misses: 0, changes: 0 };

  const fresh = (scope: ReadScope, since: number) =>
    allChangedAt <= since && scope.teams.every((team) => (changedAt.get(team) ?? 0) <= since);
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.size;
  };
  const keep = (key: string, entry: Entry) => {
    if (entry.size > maxBytes / 16) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest, value] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest, value);
    }
  };
  const send = (reply: FastifyReply, body: string) => {
    reply.type(JSON_TYPE);
    return body;
  };

  const cache = {
    /**
     * The handler's answer through the cache: `load` runs on a miss and its result, when the status
     * is 200, is serialized as Fastify would and kept. Scope: the Curr-Team-Seq team unless given.
     */
    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<unknown>,
      scope: ReadScope = { teams: [teamOf(request).teamSeq] },
    ): Promise<unknown> {
      if (!live || (request.method !== 'GET' && request.method !== 'HEAD')) return load();
      const day = Math.floor((now() + SEOUL_OFFSET_MS) / DAY_MS);
      const key = `${request.routeOptions.url}|${scope.teams.join(',')}|${day}|${scope.key ?? ''}|${canonicalQuery(request.query)}`;
      const hit = entries.get(key);
      if (hit) {
        drop(key, hit);
        if (hit.until > now() && fresh(hit.scope, hit.since)) {
          keep(key, hit);
          stats.hits += 1;
          return send(reply, hit.body);
        }
      }
      const flight = flights.get(key);
      if (flight && fresh(flight.scope, flight.since)) {
        const body = await flight.body;
        if (body !== null) {
          stats.shared += 1;
          return send(reply, body);
        }
        return load();
      }
      stats.misses += 1;
      const since = clock;
      let settle!: (body: string | null) => void;
      const mine: Flight = { scope, since, body: new Promise((resolve) => (settle = resolve)) };
      flights.set(key, mine);
      try {
        const value = await load();
        if (reply.statusCode !== 200) {
          settle(null);
          return value;
        }
        const body = reply.serialize(value) as string;
        settle(body);
        if (live && fresh(scope, since))
          keep(key, { scope, since, body, size: body.length * 2, until: now() + maxAge });
        return send(reply, body);
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (flights.get(key) === mine) flights.delete(key);
      }
    },
    /** The team's data changed (a notification, or this process's own write): its answers are stale. */
    changed(teamSeq: number): void {
      clock += 1;
      changedAt.set(teamSeq, clock);
      stats.changes += 1;
    },
    /** Every team's data may have changed. */
    changedAll(): void {
      clock += 1;
      allChangedAt = clock;
      stats.changes += 1;
      // Older marks of single teams say nothing more than this one.
      changedAt.clear();
      entries.clear();
      bytes = 0;
    },
    /** A notification of channel console_team_data: a team, or '*' for every team. */
    notified(payload: string): void {
      const teamSeq = Number(payload);
      if (payload !== '' && Number.isInteger(teamSeq)) cache.changed(teamSeq);
      else cache.changedAll();
    },
    /** Changes can be heard again: serve from memory, starting empty. */
    resume(): void {
      cache.changedAll();
      live = true;
    },
    /** Changes cannot be heard: every read goes to the database until resume(). */
    suspend(): void {
      live = false;
      cache.changedAll();
    },
    get live(): boolean {
      return live;
    },
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
  return cache;
}
export type TeamReadCache = ReturnType<typeof createTeamReadCache>;
