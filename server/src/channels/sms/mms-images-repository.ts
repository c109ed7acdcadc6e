import { createHash } from 'node:crypto';
import { MMS_IMAGE_NOT_FOUND_MESSAGE, type MessageImage } from '@console/contracts/mms-images';
import type { Database, Queryable } from '../../db/database';
import { deleteUnusedRows } from '../../db/delete-unused';
import type { ChannelAttachment } from '../channel';
import { invalidField } from '../../http/api-error';

/** An image checked by its bytes (read-message-image.ts), ready to store. */
export interface NewMessageImage {
  teamSeq: number;
  content: Buffer;
  width: number;
  height: number;
  /** The member, or the API key of a linked system, that uploaded it. */
  uploadedBy: number | null;
  apiKeySeq: number | null;
  uploaderName: string;
}

interface ImageRow {
  image_id: number;
  width: number;
  height: number;
  size: number;
}
const toImage = (row: ImageRow): MessageImage => ({
  imageId: row.image_id,
  width: row.width,
  height: row.height,
  size: row.size,
});

/**
 * The images a send request names, in its order, when every one is the team's; else a 400 on
 * `imageIds` (another team's image is not named as such: it is simply not found).
 */
export async function requireTeamImages(
  db: Queryable,
  teamSeq: number,
  imageIds: readonly number[] | undefined,
): Promise<number[]> {
  if (!imageIds || imageIds.length === 0) return [];
  const rows = await db.query<{ image_id: number }>(
    'SELECT image_id FROM message_images WHERE team_seq = $1 AND image_id = ANY($2::int[])',
    [teamSeq, imageIds],
  );
  if (rows.length !== new Set(imageIds).size) throw invalidField('imageIds', MMS_IMAGE_NOT_FOUND_MESSAGE);
  return [...imageIds];
}

/**
 * Links a request to its images (replacing any earlier ones: a reservation's edit), inside the caller's
 * transaction. An image the cleanup of unused images (image-cleanup.ts) deleted after the check is
 * answered as not found (foreign key violation, 23503) rather than as a server error.
 */
export async function linkRequestImages(tx: Queryable, requestSeq: number, imageIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM send_request_images WHERE request_seq = $1', [requestSeq]);
  if (imageIds.length === 0) return;
  try {
    await tx.query(
      `INSERT INTO send_request_images (request_seq, position, image_id)
       SELECT $1, u.position, u.image_id FROM unnest($2::int[]) WITH ORDINALITY AS u(image_id, position)`,
      [requestSeq, imageIds],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === '23503') throw invalidField('imageIds', MMS_IMAGE_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** A request's images in their order. */
export async function requestImages(db: Queryable, requestSeq: number): Promise<MessageImage[]> {
  const rows = await db.query<ImageRow>(
    `SELECT i.image_id, i.width, i.height, i.size FROM send_request_images r JOIN message_images i ON i.image_id = r.image_id
     WHERE r.request_seq = $1 ORDER BY r.position`,
    [requestSeq],
  );
  return rows.map(toImage);
}

export function createMessageImagesRepository(db: Queryable) {
  return {
    /** Stores an image; the same bytes uploaded again by the team answer the image stored first. */
    async add(image: NewMessageImage): Promise<MessageImage> {
      const sha256 = createHash('sha256').update(image.content).digest('hex');
      const [created] = await db.query<ImageRow>(
        `INSERT INTO message_images (team_seq, content, size, width, height, sha256, uploaded_by, api_key_seq, uploader_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (team_seq, sha256) DO NOTHING RETURNING image_id, width, height, size`,
        [
          image.teamSeq,
          image.content,
          image.content.length,
          image.width,
          image.height,
          sha256,
          image.uploadedBy,
          image.apiKeySeq,
          image.uploaderName,
        ],
      );
      if (created) return toImage(created);
      const [existing] = await db.query<ImageRow>(
        'SELECT image_id, width, height, size FROM message_images WHERE team_seq = $1 AND sha256 = $2',
        [image.teamSeq, sha256],
      );
      return toImage(existing!);
    },
    /** The bytes of one of the team's images; null when it is not the team's. */
    async content(teamSeq: number, imageId: number): Promise<Buffer | null> {
      const [row] = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM message_images WHERE team_seq = $1 AND image_id = $2',
        [teamSeq, imageId],
      );
      return row ? Buffer.from(row.content) : null;
    },
  };
}
export type MessageImagesRepository = ReturnType<typeof createMessageImagesRepository>;

/** A request's MMS image files in the sender's order, as handed to the provider. */
export async function requestMmsFiles(db: Queryable, requestSeq: number): Promise<ChannelAttachment[]> {
  const rows = await db.query<{ image_id: number; content: Uint8Array }>(
    `SELECT i.image_id, i.content FROM send_request_images s JOIN message_images i ON i.image_id = s.image_id
      WHERE s.request_seq = $1 ORDER BY s.position`,
    [requestSeq],
  );
  return rows.map((row) => ({
    imageId: row.image_id,
    contentType: 'image/jpeg',
    // A view of the bytes the driver read, not a copy.
    content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
  }));
}

/** MMS images uploaded more than `retentionHours` ago that no send request (sent, reserved or cancelled) names. */
export const deleteUnusedMmsImages = (db: Database, retentionHours: number): Promise<number> =>
  deleteUnusedRows(
    db,
    {
      table: 'message_images',
      key: 'image_id',
      createdAt: 'created_at',
      unused: 'NOT EXISTS (SELECT 1 FROM send_request_images s WHERE s.image_id = i.image_id)',
    },
    retentionHours,
  );
