import type { Queryable } from '../db/database';
import { bookJob } from './book-job';

export const JOBS_PURGE = 'jobs.purge';
const EVERY_SECONDS = 60 * 60;
/** Done jobs are kept a week (what ran lately, for support); jobs that gave up a month, to look into. */
export const DONE_JOB_RETENTION_DAYS = 7;
export const FAILED_JOB_RETENTION_DAYS = 30;
/** Rows per DELETE, so a large backlog never holds the embedded database for long. */
const CHUNK = 5_000;

/** Deletes finished jobs past their retention; answers how many went. */
export async function purgeFinishedJobs(db: Queryable): Promise<number> {
  let purged = 0;
  for (;;) {
    const deleted = await db.query(
      `DELETE FROM jobs WHERE id IN (
         SELECT id FROM jobs
          WHERE (done_at IS NOT NULL OR failed_at IS NOT NULL)
            AND coalesce(done_at, failed_at) < now() - make_interval(days => $1)
            AND (failed_at IS NULL OR failed_at < now() - make_interval(days => $2))
          LIMIT $3)
       RETURNING id`,
      [DONE_JOB_RETENTION_DAYS, FAILED_JOB_RETENTION_DAYS, CHUNK],
    );
    purged += deleted.length;
    if (deleted.length < CHUNK) return purged;
  }
}

/** Every hour: the purge, then its own next run (a recurring job kept in the jobs table). */
export const jobsPurgeHandler = (db: Queryable) => async () => {
  await purgeFinishedJobs(db);
  await bookJob(db, JOBS_PURGE, {}, { afterSeconds: EVERY_SECONDS, unless: 'queued' });
};
