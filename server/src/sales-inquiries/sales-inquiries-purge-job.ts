import { SALES_INQUIRY_RETENTION_YEARS } from '@console/contracts/sales-inquiries';
import type { Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';

export const SALES_INQUIRIES_PURGE = 'sales-inquiries.purge';
const EVERY_SECONDS = 24 * 60 * 60;

/**
 * Consulting and partnership inquiries are destroyed once the retention their consent names is over
 * (SALES_INQUIRY_RETENTION_YEARS after receipt, DOMAIN.md "Public pages"). Answers how many went.
 */
export async function purgeExpiredSalesInquiries(db: Queryable): Promise<number> {
  const deleted = await db.query(
    `DELETE FROM sales_inquiries WHERE created_at < now() - make_interval(years => $1) RETURNING seq`,
    [SALES_INQUIRY_RETENTION_YEARS],
  );
  return deleted.length;
}

/** Daily: the purge, then its own next run (a recurring job kept in the jobs table). */
export const salesInquiriesPurgeHandler = (db: Queryable) => async () => {
  await purgeExpiredSalesInquiries(db);
  await bookJob(db, SALES_INQUIRIES_PURGE, {}, { afterSeconds: EVERY_SECONDS, unless: 'queued' });
};
