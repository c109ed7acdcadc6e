import type { Queryable } from '../db/database';
import type { CarrierImage } from '../carrier/carrier';

/**
 * The image files a request's MMS messages go out with, in order: an SMS request's MMS images
 * (send_request_images by position), or an RCS request's card images (rcs_cards by card order; the
 * team's own images only). Empty when the request has none. Read once per dispatch job, and only when
 * a batch holds an MMS message.
 */
export async function requestCarrierImages(db: Queryable, requestSeq: number): Promise<CarrierImage[]> {
  const rows = await db.query<{ image_id: number; content_type: string; content: Uint8Array }>(
    `SELECT image_id, content_type, content FROM (
       SELECT 1 AS source, s.position::bigint AS position, i.image_id, 'image/jpeg' AS content_type, i.content
         FROM send_request_images s JOIN message_images i ON i.image_id = s.image_id
        WHERE s.request_seq = $1
       UNION ALL
       SELECT 2, card.position, i.seq, i.content_type, i.content
         FROM send_requests r
        CROSS JOIN LATERAL jsonb_array_elements(coalesce(r.rcs_cards, '[]'::jsonb)) WITH ORDINALITY AS card(value, position)
         JOIN rcs_images i ON i.seq = (card.value ->> 'imageSeq')::int AND i.team_seq = r.team_seq
        WHERE r.seq = $1 AND r.channel = 'RCS'
     ) images ORDER BY source, position`,
    [requestSeq],
  );
  return rows.map((row) => ({
    imageId: row.image_id,
    contentType: row.content_type,
    // A view of the bytes the driver read, not a copy.
    content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
  }));
}
