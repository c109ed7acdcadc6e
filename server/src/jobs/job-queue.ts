import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { bookJob } from './book-job';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

// A claim lasts this long; a worker that died holding a job loses it to another after that. A live
// worker renews it every third of that while the job runs, so a long job (a 100,000-message dispatch on
// a busy machine) is never taken over by a second worker while the first still works on it.
const CLAIM_SECONDS = 30;
const MAX_ATTEMPTS = 8;
// Per tick, so one busy tick cannot starve the event loop for long.
const BATCH = 20;
/** 10 s, 20 s, 40 s ... at most 10 minutes between tries. */
export const retryDelaySeconds = (attempts: number) => Math.min(600, 5 * 2 ** attempts);

/**
 * Durable jobs in the `jobs` table. Any number of server processes may drain it: a job is claimed
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), so each runs once even when two workers
 * poll together, and a job whose worker died is picked up again when the lease ends.
 */
export function createJobQueue(
  db: Queryable,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  options: { claimSeconds?: number } = {},
) {
  const claimSeconds = options.claimSeconds ?? CLAIM_SECONDS;
  async function claim(): Promise<ClaimedJob | undefined> {
    const rows = await db.query<ClaimedJob>(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
       WHERE id = (
         SELECT id FROM jobs
         WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts`,
      [claimSeconds],
    );
    return rows[0];
  }

  /** Renews the claim while the job runs (only while it is still this claim: same attempt, not finished). */
  function keepClaim(job: ClaimedJob): () => void {
    const timer = setInterval(
      () => {
        db.query(
          `UPDATE jobs SET locked_until = now() + make_interval(secs => $3)
           WHERE id = $1 AND attempts = $2 AND done_at IS NULL AND failed_at IS NULL`,
          [job.id, job.attempts, claimSeconds],
        ).catch((error) => log.warn({ job: job.id, err: error }, 'job claim not renewed'));
      },
      (claimSeconds * 1000) / 3,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const release = keepClaim(job);
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.query('UPDATE jobs SET done_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1', [job.id]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      log.error(
        { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
        giveUp ? 'job failed for good' : 'job failed, will retry',
      );
      await db.query(
        `UPDATE jobs SET locked_until = NULL, last_error = $2,
           failed_at = CASE WHEN $3 THEN now() END,
           run_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [job.id, message, giveUp, retryDelaySeconds(job.attempts)],
      );
    } finally {
      release();
    }
  }

  return {
    async enqueue(kind: string, payload: Record<string, unknown>, runAt: Date = new Date()): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, $3) RETURNING id',
        [kind, JSON.stringify(payload), runAt],
      );
      return rows[0]!.id;
    },
    /** Books a job of this kind to run now unless one is already waiting (recurring jobs). */
    async ensureScheduled(kind: string): Promise<void> {
      await bookJob(db, kind, {}, { unless: 'waiting' });
    },
    /** Runs the jobs that are due now; answers how many ran. The worker calls it every second. */
    async runDueJobs(): Promise<number> {
      let ran = 0;
      for (let job = await claim(); job; job = ran < BATCH ? await claim() : undefined) {
        await run(job);
        ran += 1;
      }
      return ran;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
