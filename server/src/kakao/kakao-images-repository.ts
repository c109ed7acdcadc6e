import type { KakaoImage, KakaoImagePurpose } from '@console/contracts/kakao';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface ImageRow {
  seq: number;
  purpose: KakaoImagePurpose;
  file_name: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  uploaded_at: Date;
  used_by: { seq: number; name: string }[];
}

/** A brand template uses the image as its main image, an item's or a card's. */
const BRAND_USES = `b.team_seq = i.team_seq AND (b.image_seq = i.seq
  OR b.items @> jsonb_build_array(jsonb_build_object('imageSeq', i.seq))
  OR b.cards @> jsonb_build_array(jsonb_build_object('imageSeq', i.seq)))`;

const COLUMNS = `i.seq, i.purpose, i.file_name, i.content_type, i.width, i.height, i.size, i.uploaded_at,
  coalesce((SELECT jsonb_agg(jsonb_build_object('seq', u.seq, 'name', u.name) ORDER BY u.seq) FROM (
      SELECT t.seq, t.name FROM alimtalk_templates t WHERE t.image_seq = i.seq
      UNION ALL
      SELECT b.seq, b.name FROM brand_message_templates b WHERE ${BRAND_USES}) u), '[]'::jsonb) AS used_by`;

const toImage = (row: ImageRow): KakaoImage => ({
  seq: row.seq,
  purpose: row.purpose,
  fileName: row.file_name,
  contentType: row.content_type,
  width: row.width,
  height: row.height,
  size: row.size,
  uploadedAt: row.uploaded_at.toISOString(),
  usedBy: row.used_by,
});

/** The kakao module's images (alimtalk emphasis, brand messages), checked by their bytes before they land here. */
export function createKakaoImagesRepository(db: Queryable) {
  return {
    async insert(image: {
      teamSeq: number;
      purpose: KakaoImagePurpose;
      fileName: string;
      contentType: string;
      width: number;
      height: number;
      content: Buffer;
      uploadedBy: number | null;
    }): Promise<number> {
      const [row] = await db.query<{ seq: number }>(
        `INSERT INTO kakao_images (team_seq, purpose, file_name, content_type, width, height, size, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq`,
        [
          image.teamSeq,
          image.purpose,
          image.fileName,
          image.contentType,
          image.width,
          image.height,
          image.content.length,
          image.content,
          image.uploadedBy,
        ],
      );
      return row!.seq;
    },
    async list(teamSeq: number, filter: { purpose?: KakaoImagePurpose } & PageWindow) {
      const { rows, total } = await selectPage<ImageRow>(
        db,
        {
          columns: COLUMNS,
          from: 'FROM kakao_images i WHERE i.team_seq = $1 AND ($2::text IS NULL OR i.purpose = $2)',
          orderBy: 'i.seq DESC',
          params: [teamSeq, filter.purpose ?? null],
        },
        filter,
      );
      return { items: rows.map(toImage), total };
    },
    async get(teamSeq: number, seq: number): Promise<KakaoImage | null> {
      const [row] = await db.query<ImageRow>(
        `SELECT ${COLUMNS} FROM kakao_images i WHERE i.team_seq = $1 AND i.seq = $2`,
        [teamSeq, seq],
      );
      return row ? toImage(row) : null;
    },
    async content(teamSeq: number, seq: number): Promise<{ contentType: string; content: Buffer } | null> {
      const [row] = await db.query<{ content_type: string; content: Uint8Array }>(
        'SELECT content_type, content FROM kakao_images WHERE team_seq = $1 AND seq = $2',
        [teamSeq, seq],
      );
      return row
        ? {
            contentType: row.content_type,
            content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
          }
        : null;
    },
    /** Deletes an image no template uses; false when it is used (or not the team's). */
    async deleteUnused(teamSeq: number, seq: number): Promise<boolean> {
      const deleted = await db.query(
        `DELETE FROM kakao_images i WHERE i.team_seq = $1 AND i.seq = $2
           AND NOT EXISTS (SELECT 1 FROM alimtalk_templates t WHERE t.image_seq = i.seq)
           AND NOT EXISTS (SELECT 1 FROM brand_message_templates b WHERE ${BRAND_USES}) RETURNING seq`,
        [teamSeq, seq],
      );
      return deleted.length > 0;
    },
  };
}
export type KakaoImagesRepository = ReturnType<typeof createKakaoImagesRepository>;
