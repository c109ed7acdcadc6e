import type { Database, Queryable } from '../db/database';

export interface BookingOptions {
  /** When the job may run. Default: now. */
  runAt?: Date;
  /** Or: this many seconds from now, by the database's clock (the transaction's `now()`). */
  afterSeconds?: number;
  /** In hours, by the database's clock, like afterSeconds. */
  afterHours?: number;
  /**
   * Book nothing when a job of this kind already waits: 'waiting' counts one that is running too
   * (recurring jobs: one in the queue is enough); 'queued' only one not claimed yet (a running one
   * may have missed what the caller just wrote, so another is booked behind it).
   */
  unless?: 'waiting' | 'queued';
}

const WAITING = 'done_at IS NULL AND failed_at IS NULL';
const QUEUED = `${WAITING} AND locked_until IS NULL`;
// The first key of the advisory locks that serialise "book unless one waits" per kind (the second is the kind's hash).
const BOOKING_LOCK_CLASS = 7_311_043;

const isDatabase = (db: Queryable): db is Database => typeof (db as Partial<Database>).transaction === 'function';

/**
 * The one door to the jobs table for work that outlives a request (CONVENTIONS.md habit 15). Called
 * with the caller's transaction, so the job commits with the rows it is about, or not at all.
 */
export async function bookJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown> = {},
  options: BookingOptions = {},
): Promise<void> {
  const delaySeconds = (options.afterSeconds ?? 0) + (options.afterHours ?? 0) * 3600;
  const runAt = options.runAt ?? null;
  if (!options.unless) {
    await tx.query(
      `INSERT INTO jobs (kind, payload, run_at)
       VALUES ($1, $2, coalesce($3::timestamptz, now() + make_interval(secs => $4)))`,
      [kind, JSON.stringify(payload), runAt, delaySeconds],
    );
    return;
  }
  // Two processes booking the same recurring job together would each see none waiting and both book
  // it (READ COMMITTED). A lock per kind, held to the end of the transaction, makes the second look after
  // the first committed; the check is then a statement of its own, so its snapshot sees that booking.
  if (isDatabase(tx)) return tx.transaction((inner) => bookJob(inner, kind, payload, options));
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BOOKING_LOCK_CLASS, kind]);
  await tx.query(
    `INSERT INTO jobs (kind, payload, run_at)
     SELECT $1::text, $2::jsonb, coalesce($3::timestamptz, now() + make_interval(secs => $4))
     WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = $1 AND ${options.unless === 'queued' ? QUEUED : WAITING})`,
    [kind, JSON.stringify(payload), runAt, delaySeconds],
  );
}
