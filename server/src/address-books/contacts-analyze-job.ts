import { bookJob } from '../jobs/book-job';
import type { Queryable } from '../db/database';

export const CONTACTS_ANALYZE = 'contacts.analyze';

/**
 * After a bulk import the planner needs fresh statistics of contacts (DESIGN: a group's pages took
 * 140 ms instead of 13 ms without them). ANALYZE takes about 0.4 s on 100,000 new rows, so it runs
 * as a job just after the import commits instead of inside the user's request. Booked in the import's
 * transaction, once however many imports are waiting for it (one already running may have missed
 * this import's rows, so it does not count).
 */
export async function bookContactsAnalyze(tx: Queryable): Promise<void> {
  await bookJob(tx, CONTACTS_ANALYZE, {}, { unless: 'queued' });
}

export const contactsAnalyzeHandler = (db: Queryable) => async () => {
  await db.exec('ANALYZE contacts');
};
