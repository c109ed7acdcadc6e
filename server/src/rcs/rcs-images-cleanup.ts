import type { Database } from '../db/database';
import { deleteUnusedRows } from '../db/delete-unused';

/** An RCS image named in a cards JSON column ([{imageSeq, buttons}]): containment, on the GIN indexes of 072. */
const CARD_OF = (column: string) => `${column} @> jsonb_build_array(jsonb_build_object('imageSeq', i.seq))`;

/**
 * RCS images uploaded more than `retentionHours` ago that are no brand's logo and no card of a
 * template or of an RCS request. RCS sends hold their card images (FOR KEY SHARE) until they commit.
 */
export const deleteUnusedRcsImages = (db: Database, retentionHours: number): Promise<number> =>
  deleteUnusedRows(
    db,
    {
      table: 'rcs_images',
      key: 'seq',
      createdAt: 'uploaded_at',
      unused: `NOT EXISTS (SELECT 1 FROM rcs_brands b WHERE b.logo_image_seq = i.seq)
        AND NOT EXISTS (SELECT 1 FROM rcs_templates t WHERE ${CARD_OF('t.cards')})
        AND NOT EXISTS (SELECT 1 FROM send_requests r WHERE r.channel = 'RCS' AND ${CARD_OF('r.rcs_cards')})`,
    },
    retentionHours,
  );
