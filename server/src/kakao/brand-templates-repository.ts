import type { BrandMessageType, BrandTemplate, BrandTemplateInput } from '@console/contracts/kakao';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface BrandRow {
  seq: number;
  team_seq: number;
  sender_profile_seq: number;
  channel_id: string;
  name: string;
  type: BrandMessageType;
  content: string;
  image_seq: number | null;
  image_link: string | null;
  header: string | null;
  items: BrandTemplate['items'];
  cards: BrandTemplate['cards'];
  buttons: BrandTemplate['buttons'];
  used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `b.seq, b.team_seq, b.sender_profile_seq, p.channel_id, b.name, b.type, b.content, b.image_seq, b.image_link,
  b.header, b.items, b.cards, b.buttons, b.used_at, b.created_at, b.updated_at`;
const FROM = 'FROM brand_message_templates b JOIN sender_profiles p ON p.seq = b.sender_profile_seq';

export type BrandTemplateRecord = BrandTemplate & { teamSeq: number };

const toTemplate = (row: BrandRow): BrandTemplateRecord => ({
  seq: row.seq,
  teamSeq: row.team_seq,
  senderProfileSeq: row.sender_profile_seq,
  channelId: row.channel_id,
  name: row.name,
  type: row.type,
  content: row.content,
  imageSeq: row.image_seq,
  imageLink: row.image_link,
  header: row.header,
  items: row.items,
  cards: row.cards,
  buttons: row.buttons,
  usedAt: row.used_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const publicBrandTemplate = ({ teamSeq: _team, ...template }: BrandTemplateRecord): BrandTemplate => template;

const values = (input: BrandTemplateInput) => [
  input.senderProfileSeq,
  input.name,
  input.type,
  input.content,
  input.imageSeq ?? null,
  input.imageLink || null,
  input.header || null,
  JSON.stringify(input.items),
  JSON.stringify(input.cards),
  JSON.stringify(input.buttons),
];

/** The kakao module's brand-message templates (no Kakao review: a saved template can be sent). */
export function createBrandTemplatesRepository(db: Queryable) {
  return {
    async list(
      teamSeq: number,
      filter: { type?: BrandMessageType; senderProfileSeq?: number; q?: string } & PageWindow,
    ) {
      const { rows, total } = await selectPage<BrandRow>(
        db,
        {
          columns: COLUMNS,
          from: `${FROM} WHERE b.team_seq = $1 AND ($2::text IS NULL OR b.type = $2)
                  AND ($3::int IS NULL OR b.sender_profile_seq = $3)
                  AND ($4::text IS NULL OR b.name ILIKE '%' || $4 || '%' OR b.content ILIKE '%' || $4 || '%')`,
          orderBy: 'b.created_at DESC, b.seq DESC',
          params: [teamSeq, filter.type ?? null, filter.senderProfileSeq ?? null, filter.q ?? null],
        },
        filter,
      );
      return { items: rows.map((row) => publicBrandTemplate(toTemplate(row))), total };
    },
    async get(teamSeq: number | null, seq: number): Promise<BrandTemplateRecord | null> {
      const [row] = await db.query<BrandRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE b.seq = $1 AND ($2::int IS NULL OR b.team_seq = $2)`,
        [seq, teamSeq],
      );
      return row ? toTemplate(row) : null;
    },
    /** Templates of the team's active profiles (the send screen's choices). */
    async sendable(teamSeq: number): Promise<BrandTemplate[]> {
      const rows = await db.query<BrandRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE b.team_seq = $1 AND p.status = 'ACTIVE' ORDER BY b.name, b.seq LIMIT 500`,
        [teamSeq],
      );
      return rows.map((row) => publicBrandTemplate(toTemplate(row)));
    },
    async insert(teamSeq: number, input: BrandTemplateInput, createdBy: number | null): Promise<number> {
      const [row] = await db.query<{ seq: number }>(
        `INSERT INTO brand_message_templates (sender_profile_seq, name, type, content, image_seq, image_link, header, items,
           cards, buttons, team_seq, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12) RETURNING seq`,
        [...values(input), teamSeq, createdBy],
      );
      return row!.seq;
    },
    /** Rewrites a template no send used yet; false otherwise. */
    async updateUnused(teamSeq: number, seq: number, input: BrandTemplateInput): Promise<boolean> {
      const rows = await db.query(
        `UPDATE brand_message_templates SET sender_profile_seq = $1, name = $2, type = $3, content = $4, image_seq = $5,
           image_link = $6, header = $7, items = $8::jsonb, cards = $9::jsonb, buttons = $10::jsonb, updated_at = now()
         WHERE seq = $11 AND team_seq = $12 AND used_at IS NULL RETURNING seq`,
        [...values(input), seq, teamSeq],
      );
      return rows.length > 0;
    },
    async deleteUnused(teamSeq: number, seq: number): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM brand_message_templates WHERE seq = $1 AND team_seq = $2 AND used_at IS NULL RETURNING seq',
        [seq, teamSeq],
      );
      return rows.length > 0;
    },
    async markUsed(seq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE brand_message_templates SET used_at = coalesce(used_at, now()) WHERE seq = $1', [seq]);
    },
  };
}
export type BrandTemplatesRepository = ReturnType<typeof createBrandTemplatesRepository>;
