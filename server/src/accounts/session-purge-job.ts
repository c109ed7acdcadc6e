import { bookJob } from '../jobs/book-job';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createRecoveryAttemptsRepository } from './recovery-attempts-repository';
import type { SessionsRepository } from './sessions-repository';
import type { Queryable } from '../db/database';

export const SESSION_PURGE = 'sessions.purge';
const EVERY_SECONDS = 60 * 60;

/**
 * Deletes ended sessions, with the recovery rows that count for nothing any more (old reset tokens,
 * attempts out of the throttle's window), then books its own next run: a recurring job kept in the
 * jobs table.
 */
export const sessionPurgeHandler = (db: Queryable, sessions: SessionsRepository) => async () => {
  await sessions.deleteExpired();
  await createPasswordResetsRepository(db).deleteOld();
  await createRecoveryAttemptsRepository(db).deleteOld();
  await bookJob(db, SESSION_PURGE, {}, { afterSeconds: EVERY_SECONDS, unless: 'queued' });
};
