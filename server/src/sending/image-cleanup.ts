import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';

export const IMAGE_CLEANUP = 'images.cleanup';
const EVERY_SECONDS = 60 * 60;
/** Images deleted per transaction (MMS images are up to 300 KB, RCS images up to 1 MB). */
const BATCH = 200;

/** An RCS image named in a cards JSON column ([{imageSeq, buttons}]): containment, on the GIN indexes of 072. */
const CARD_OF = (column: string) => `${column} @> jsonb_build_array(jsonb_build_object('imageSeq', i.seq))`;

const MMS_UNUSED = `NOT EXISTS (SELECT 1 FROM send_request_images s WHERE s.image_id = i.image_id)`;
const RCS_UNUSED = `NOT EXISTS (SELECT 1 FROM rcs_brands b WHERE b.logo_image_seq = i.seq)
  AND NOT EXISTS (SELECT 1 FROM rcs_templates t WHERE ${CARD_OF('t.cards')})
  AND NOT EXISTS (SELECT 1 FROM send_requests r WHERE r.channel = 'RCS' AND ${CARD_OF('r.rcs_cards')})`;

/**
 * One batch: lock old candidates (skipping rows a sending transaction holds), then delete those that
 * are still unused in a second statement, whose snapshot is taken once the locks are held. A request
 * that named an image and committed before the lock is seen by it; one that comes after waits for
 * this transaction and then finds the image gone (its own check answers in Korean). MMS links take
 * that lock through their foreign key; RCS sends take it explicitly (rcs-send-request.ts).
 */
async function deleteBatch(
  tx: Queryable,
  table: 'message_images' | 'rcs_images',
  retentionHours: number,
): Promise<{ locked: number; deleted: number }> {
  const [key, uploadedAt, unused] =
    table === 'message_images' ? ['image_id', 'created_at', MMS_UNUSED] : ['seq', 'uploaded_at', RCS_UNUSED];
  const candidates = await tx.query<{ id: number }>(
    `SELECT i.${key} AS id FROM ${table} i
      WHERE i.${uploadedAt} < now() - make_interval(hours => $1) AND ${unused}
      ORDER BY i.${key} LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [retentionHours, BATCH],
  );
  if (candidates.length === 0) return { locked: 0, deleted: 0 };
  const deleted = await tx.query(
    `DELETE FROM ${table} i WHERE i.${key} = ANY($1::int[]) AND ${unused} RETURNING i.${key}`,
    [candidates.map((c) => c.id)],
  );
  return { locked: candidates.length, deleted: deleted.length };
}

/**
 * Deletes the images uploaded more than `retentionHours` ago that nothing uses: MMS images linked to
 * no send request (sent, reserved or cancelled), RCS images that are no brand's logo and no card of a
 * template or of an RCS request. Answers how many of each went.
 */
export async function deleteUnusedImages(
  db: Database,
  retentionHours: number,
): Promise<{ messageImages: number; rcsImages: number }> {
  const deleted = { messageImages: 0, rcsImages: 0 };
  for (const [table, counter] of [
    ['message_images', 'messageImages'],
    ['rcs_images', 'rcsImages'],
  ] as const) {
    for (;;) {
      const batch = await db.transaction((tx) => deleteBatch(tx, table, retentionHours));
      deleted[counter] += batch.deleted;
      if (batch.locked < BATCH) break;
    }
  }
  return deleted;
}

/** images.cleanup: deletes unused images past their retention, then books its own next run (hourly). */
export const imageCleanupHandler = (db: Database, retentionHours: number, jobs: () => JobQueue) => async () => {
  await deleteUnusedImages(db, retentionHours);
  await jobs().enqueue(IMAGE_CLEANUP, {}, new Date(Date.now() + EVERY_SECONDS * 1000));
};
