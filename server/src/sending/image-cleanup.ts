import { deleteUnusedMmsImages } from '../channels/sms/mms-images-repository';
import type { Database } from '../db/database';
import { bookJob } from '../jobs/book-job';
import { deleteUnusedRcsImages } from '../rcs/rcs-images-cleanup';

export const IMAGE_CLEANUP = 'images.cleanup';
const EVERY_SECONDS = 60 * 60;

/**
 * Deletes the images uploaded more than `retentionHours` ago that nothing uses, each by its owner:
 * MMS images (the SMS channel's) and RCS images (the RCS module's). Answers how many of each went.
 */
export async function deleteUnusedImages(
  db: Database,
  retentionHours: number,
): Promise<{ messageImages: number; rcsImages: number }> {
  return {
    messageImages: await deleteUnusedMmsImages(db, retentionHours),
    rcsImages: await deleteUnusedRcsImages(db, retentionHours),
  };
}

/** images.cleanup: deletes unused images past their retention, then books its own next run (hourly). */
export const imageCleanupHandler = (db: Database, retentionHours: number) => async () => {
  await deleteUnusedImages(db, retentionHours);
  await bookJob(db, IMAGE_CLEANUP, {}, { afterSeconds: EVERY_SECONDS, unless: 'queued' });
};
