import type { Database } from './database';

const RELISTEN_MS = 1_000;

/** What an in-process cache does with a channel's notifications and with losing them. */
export interface ChannelFollower {
  notify(payload: string): void;
  /** Listening (again): notifications sent meanwhile were missed, so start from nothing. */
  resume(): void;
  /** Not listening: nothing may be served from memory until resume(). */
  suspend(): void;
}

/**
 * Keeps an in-process cache in step with the database's notifications on `channel`: while the
 * listening connection is broken (PostgreSQL restarted ...) the cache is suspended and listening is
 * tried again each second. A database without listen (a stand-in of tests) leaves it suspended.
 * Answers a function that stops (and suspends).
 */
export async function followChannel(
  db: Database,
  channel: string,
  follower: ChannelFollower,
  log: { warn(details: object, message: string): void },
): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  const listen = db.listen.bind(db);
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const start = async (): Promise<void> => {
    try {
      stop = await listen(channel, (payload) => follower.notify(payload), onLost);
      if (closed) await stop();
      else follower.resume();
    } catch (error) {
      log.warn({ err: error, channel }, 'cannot listen for changes, reading from the database');
      if (!closed) retry = setTimeout(() => void start(), RELISTEN_MS);
    }
  };
  const onLost = (error: unknown) => {
    follower.suspend();
    stop = null;
    log.warn({ err: error, channel }, 'lost the change notifications, reading from the database');
    if (!closed) retry = setTimeout(() => void start(), RELISTEN_MS);
  };
  await start();
  return async () => {
    closed = true;
    follower.suspend();
    if (retry) clearTimeout(retry);
    // The database may be closing too (PGlite closed first): stopping then has nothing left to do.
    await stop?.().catch(() => undefined);
  };
}
