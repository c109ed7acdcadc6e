import type { SessionsRepository } from '../accounts/sessions-repository';
import type { JobQueue } from './job-queue';

export const SESSION_PURGE = 'sessions.purge';
const EVERY_SECONDS = 60 * 60;

/** Deletes ended sessions, then books its own next run: a recurring job kept in the jobs table. */
export const sessionPurgeHandler = (sessions: SessionsRepository, jobs: () => JobQueue) => async () => {
  await sessions.deleteExpired();
  await jobs().enqueue(SESSION_PURGE, {}, new Date(Date.now() + EVERY_SECONDS * 1000));
};
