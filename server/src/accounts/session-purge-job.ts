import { bookJob } from '../jobs/book-job';
import type { SessionsRepository } from './sessions-repository';
import type { Queryable } from '../db/database';

export const SESSION_PURGE = 'sessions.purge';
const EVERY_SECONDS = 60 * 60;

/** Deletes ended sessions, then books its own next run: a recurring job kept in the jobs table. */
export const sessionPurgeHandler = (db: Queryable, sessions: SessionsRepository) => async () => {
  await sessions.deleteExpired();
  await bookJob(db, SESSION_PURGE, {}, { afterSeconds: EVERY_SECONDS });
};
