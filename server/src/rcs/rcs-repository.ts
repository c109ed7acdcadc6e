import type {
  RcsApprovedChatRoom,
  RcsBrand,
  RcsButton,
  RcsCard,
  RcsChatRoom,
  RcsReviewEvent,
  RcsReviewStatus,
  RcsTemplate,
  RcsTemplateInput,
  RcsTemplateKind,
} from '@console/contracts/rcs';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

export type RcsSubject = 'BRAND' | 'TEMPLATE';
export type RcsReviewedBy = 'USER' | 'ADMIN' | 'SIMULATOR';
type EventKind = RcsReviewEvent['kind'];

interface BrandRow {
  seq: number;
  team_seq: number;
  name: string;
  description: string;
  logo_image_seq: number;
  status: RcsReviewStatus;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

interface TemplateRow {
  seq: number;
  team_seq: number;
  brand_seq: number;
  name: string;
  kind: RcsTemplateKind;
  body: string;
  buttons: RcsButton[];
  cards: RcsCard[];
  status: RcsReviewStatus;
  reject_reason: string | null;
  used_at: Date | null;
  created_at: Date;
  updated_at: Date;
  decided_at: Date | null;
}

const BRAND_COLUMNS = 'seq, team_seq, name, description, logo_image_seq, status, reject_reason, created_at, decided_at';
const TEMPLATE_COLUMNS =
  'seq, team_seq, brand_seq, name, kind, body, buttons, cards, status, reject_reason, used_at, created_at, updated_at, decided_at';

const iso = (date: Date | null) => date?.toISOString() ?? null;
// The pg driver answers jsonb parsed; a string only if a driver hands it through as text.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const toTemplate = (row: TemplateRow): RcsTemplate => ({
  seq: row.seq,
  brandSeq: row.brand_seq,
  name: row.name,
  kind: row.kind,
  body: row.body,
  buttons: json(row.buttons),
  cards: json(row.cards),
  status: row.status,
  rejectReason: row.reject_reason,
  usedAt: iso(row.used_at),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  decidedAt: iso(row.decided_at),
});

export interface NewRcsImage {
  purpose: 'LOGO' | 'CARD';
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * RCS brands, chat rooms, templates, their images and review history. RCS sending reads it through
 * approvedChatRooms / approvedTemplate and marks a template used with markTemplateUsed.
 */
export function createRcsRepository(db: Queryable) {
  const repo = {
    // ------------------------------------------------------------ what sending reads
    /** Chat rooms the team may send from: brand APPROVED and the sender number still APPROVED. */
    async approvedChatRooms(teamSeq: number, tx: Queryable = db): Promise<RcsApprovedChatRoom[]> {
      const rows = await tx.query<{ chat_room_seq: number; number: string; brand_name: string }>(
        `SELECT r.seq AS chat_room_seq, c.number, b.name AS brand_name
           FROM rcs_chat_rooms r JOIN rcs_brands b ON b.seq = r.brand_seq JOIN callback_numbers c ON c.seq = r.callback_seq
          WHERE b.team_seq = $1 AND b.status = 'APPROVED' AND c.status = 'APPROVED' AND c.team_seq = $1
          ORDER BY r.created_at, r.seq`,
        [teamSeq],
      );
      return rows.map((row) => ({
        chatRoomSeq: row.chat_room_seq,
        senderNumber: row.number,
        brandName: row.brand_name,
      }));
    },
    /** An APPROVED template of the team whose brand is APPROVED, or null. */
    async approvedTemplate(teamSeq: number, templateSeq: number, tx: Queryable = db): Promise<RcsTemplate | null> {
      const [row] = await tx.query<TemplateRow>(
        `SELECT ${TEMPLATE_COLUMNS.split(', ')
          .map((c) => `t.${c}`)
          .join(', ')}
           FROM rcs_templates t JOIN rcs_brands b ON b.seq = t.brand_seq
          WHERE t.seq = $1 AND t.team_seq = $2 AND t.status = 'APPROVED' AND b.status = 'APPROVED'`,
        [templateSeq, teamSeq],
      );
      return row ? toTemplate(row) : null;
    },
    /** Sending used the template: from now on it cannot be deleted. */
    async markTemplateUsed(templateSeq: number, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE rcs_templates SET used_at = COALESCE(used_at, now()) WHERE seq = $1', [templateSeq]);
    },

    // ------------------------------------------------------------ images
    async addImage(teamSeq: number, image: NewRcsImage, userSeq: number | null, tx: Queryable = db): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO rcs_images (team_seq, purpose, file_name, content_type, size, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING seq`,
        [teamSeq, image.purpose, image.fileName, image.contentType, image.content.length, image.content, userSeq],
      );
      return row!.seq;
    },
    /** A card image uploaded with a team API key: the key and its name stand for the uploader. */
    async addKeyImage(
      teamSeq: number,
      image: NewRcsImage,
      key: { apiKeySeq: number; uploaderName: string },
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO rcs_images (team_seq, purpose, file_name, content_type, size, content, api_key_seq, uploader_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq`,
        [
          teamSeq,
          image.purpose,
          image.fileName,
          image.contentType,
          image.content.length,
          image.content,
          key.apiKeySeq,
          key.uploaderName,
        ],
      );
      return row!.seq;
    },
    async image(teamSeq: number, seq: number) {
      const [row] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM rcs_images WHERE seq = $1 AND team_seq = $2',
        [seq, teamSeq],
      );
      return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) } : null;
    },
    /**
     * The card images among `seqs` that the team does not own. The owned ones are held until the
     * caller's transaction commits (FOR KEY SHARE, as a foreign key would), so the cleanup of unused
     * images (image-cleanup.ts) cannot delete one that a template is being saved with.
     */
    async foreignCardImages(teamSeq: number, seqs: number[], tx: Queryable = db): Promise<number[]> {
      if (seqs.length === 0) return [];
      const rows = await tx.query<{ seq: number }>(
        `SELECT seq FROM rcs_images WHERE seq = ANY($1::int[]) AND team_seq = $2 AND purpose = 'CARD' FOR KEY SHARE`,
        [seqs, teamSeq],
      );
      const owned = new Set(rows.map((row) => row.seq));
      return seqs.filter((seq) => !owned.has(seq));
    },

    // ------------------------------------------------------------ review history
    async addEvent(
      subject: RcsSubject,
      subjectSeq: number,
      kind: EventKind,
      by: RcsReviewedBy,
      reason: string | null = null,
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        'INSERT INTO rcs_review_events (subject, subject_seq, kind, reason, by_whom) VALUES ($1, $2, $3, $4, $5) RETURNING seq',
        [subject, subjectSeq, kind, reason, by],
      );
      return row!.seq;
    },
    async latestEventSeq(subject: RcsSubject, subjectSeq: number, tx: Queryable = db): Promise<number | null> {
      const [row] = await tx.query<{ seq: number }>(
        'SELECT seq FROM rcs_review_events WHERE subject = $1 AND subject_seq = $2 ORDER BY at DESC, seq DESC LIMIT 1',
        [subject, subjectSeq],
      );
      return row?.seq ?? null;
    },
    async history(subject: RcsSubject, subjectSeq: number): Promise<RcsReviewEvent[]> {
      const rows = await db.query<{ seq: number; kind: EventKind; reason: string | null; at: Date }>(
        'SELECT seq, kind, reason, at FROM rcs_review_events WHERE subject = $1 AND subject_seq = $2 ORDER BY at, seq',
        [subject, subjectSeq],
      );
      return rows.map((row) => ({ seq: row.seq, kind: row.kind, reason: row.reason, at: row.at.toISOString() }));
    },

    // ------------------------------------------------------------ brand and chat rooms
    /** The team's brand (teamSeq) or a brand by seq (for the operator). */
    async brandRow(by: { teamSeq: number } | { seq: number }, tx: Queryable = db) {
      const [row] = await tx.query<BrandRow>(
        `SELECT ${BRAND_COLUMNS} FROM rcs_brands WHERE ${'teamSeq' in by ? 'team_seq' : 'seq'} = $1`,
        ['teamSeq' in by ? by.teamSeq : by.seq],
      );
      return row ?? null;
    },
    async chatRooms(brandSeq: number): Promise<RcsChatRoom[]> {
      const rows = await db.query<{
        seq: number;
        brand_seq: number;
        callback_seq: number;
        number: string;
        label: string;
        created_at: Date;
      }>(
        `SELECT r.seq, r.brand_seq, r.callback_seq, c.number, c.label, r.created_at
           FROM rcs_chat_rooms r JOIN callback_numbers c ON c.seq = r.callback_seq
          WHERE r.brand_seq = $1 ORDER BY r.created_at, r.seq`,
        [brandSeq],
      );
      return rows.map((row) => ({
        seq: row.seq,
        brandSeq: row.brand_seq,
        callbackSeq: row.callback_seq,
        senderNumber: row.number,
        label: row.label,
        createdAt: row.created_at.toISOString(),
      }));
    },
    /** The team's brand with its chat rooms and review history, or null. */
    async brand(teamSeq: number): Promise<RcsBrand | null> {
      const row = await repo.brandRow({ teamSeq });
      if (!row) return null;
      return {
        seq: row.seq,
        name: row.name,
        description: row.description,
        logoImageSeq: row.logo_image_seq,
        status: row.status,
        rejectReason: row.reject_reason,
        createdAt: row.created_at.toISOString(),
        decidedAt: iso(row.decided_at),
        chatRooms: await repo.chatRooms(row.seq),
        history: await repo.history('BRAND', row.seq),
      };
    },
    /** A new brand in REVIEW; a second brand of the team fails with a unique violation. */
    async createBrand(
      teamSeq: number,
      input: { name: string; description: string; logoImageSeq: number; userSeq: number },
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO rcs_brands (team_seq, name, description, logo_image_seq, status, registered_by)
         VALUES ($1, $2, $3, $4, 'REVIEW', $5) RETURNING seq`,
        [teamSeq, input.name, input.description, input.logoImageSeq, input.userSeq],
      );
      return row!.seq;
    },
    /** A REJECTED brand back to REVIEW with new details; false when it was not REJECTED. */
    async reopenBrand(
      seq: number,
      input: { name: string; description: string; logoImageSeq: number | null },
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE rcs_brands SET name = $2, description = $3, logo_image_seq = COALESCE($4, logo_image_seq),
                status = 'REVIEW', reject_reason = NULL, decided_at = NULL
          WHERE seq = $1 AND status = 'REJECTED' RETURNING seq`,
        [seq, input.name, input.description, input.logoImageSeq],
      );
      return rows.length === 1;
    },
    async decideBrand(
      seq: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null },
      tx: Queryable = db,
    ) {
      const [row] = await tx.query<{ team_seq: number; name: string }>(
        `UPDATE rcs_brands SET status = $2, reject_reason = $3, decided_at = now()
          WHERE seq = $1 AND status = 'REVIEW' RETURNING team_seq, name`,
        [seq, decision.status, decision.reason],
      );
      return row ? { teamSeq: row.team_seq, name: row.name } : null;
    },
    /** Binds a sender number; a number already in a room fails with a unique violation. */
    async bindChatRoom(brandSeq: number, callbackSeq: number): Promise<number> {
      const [row] = await db.query<{ seq: number }>(
        'INSERT INTO rcs_chat_rooms (brand_seq, callback_seq) VALUES ($1, $2) RETURNING seq',
        [brandSeq, callbackSeq],
      );
      return row!.seq;
    },
    async unbindChatRoom(brandSeq: number, seq: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM rcs_chat_rooms WHERE seq = $1 AND brand_seq = $2 RETURNING seq', [
        seq,
        brandSeq,
      ]);
      return rows.length === 1;
    },

    // ------------------------------------------------------------ templates
    async templates(teamSeq: number, filter: { status?: RcsReviewStatus; q?: string } & PageWindow) {
      const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows, total } = await selectPage<TemplateRow>(
        db,
        {
          columns: TEMPLATE_COLUMNS,
          from: `FROM rcs_templates WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)
                 AND ($3::text IS NULL OR name ILIKE $3 OR body ILIKE $3)`,
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.status ?? null, q],
        },
        filter,
      );
      return { items: rows.map(toTemplate), total };
    },
    /** A template of the team (teamSeq null: of any team, for the operator). */
    async template(
      teamSeq: number | null,
      seq: number,
      tx: Queryable = db,
    ): Promise<(RcsTemplate & { teamSeq: number }) | null> {
      const [row] = await tx.query<TemplateRow>(
        `SELECT ${TEMPLATE_COLUMNS} FROM rcs_templates WHERE seq = $1 AND ($2::int IS NULL OR team_seq = $2)`,
        [seq, teamSeq],
      );
      return row ? { ...toTemplate(row), teamSeq: row.team_seq } : null;
    },
    /** A new template in REVIEW; a name the team already uses fails with a unique violation. */
    async createTemplate(
      teamSeq: number,
      brandSeq: number,
      input: RcsTemplateInput,
      userSeq: number,
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO rcs_templates (team_seq, brand_seq, name, kind, body, buttons, cards, status, created_by)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, 'REVIEW', $8) RETURNING seq`,
        [
          teamSeq,
          brandSeq,
          input.name,
          input.kind,
          input.body,
          JSON.stringify(input.buttons),
          JSON.stringify(input.cards),
          userSeq,
        ],
      );
      return row!.seq;
    },
    /** Edits a REJECTED template and puts it back in REVIEW; false when it was not REJECTED. */
    async resubmitTemplate(seq: number, input: RcsTemplateInput, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE rcs_templates SET name = $2, kind = $3, body = $4, buttons = $5::jsonb, cards = $6::jsonb,
                status = 'REVIEW', reject_reason = NULL, decided_at = NULL, updated_at = now()
          WHERE seq = $1 AND status = 'REJECTED' RETURNING seq`,
        [seq, input.name, input.kind, input.body, JSON.stringify(input.buttons), JSON.stringify(input.cards)],
      );
      return rows.length === 1;
    },
    async decideTemplate(
      seq: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null },
      tx: Queryable = db,
    ) {
      const [row] = await tx.query<{ team_seq: number; name: string }>(
        `UPDATE rcs_templates SET status = $2, reject_reason = $3, decided_at = now()
          WHERE seq = $1 AND status = 'REVIEW' RETURNING team_seq, name`,
        [seq, decision.status, decision.reason],
      );
      return row ? { teamSeq: row.team_seq, name: row.name } : null;
    },
    /** Deletes a template no send has used; 'USED' or 'NOT_FOUND' otherwise. */
    async removeTemplate(teamSeq: number, seq: number): Promise<'DELETED' | 'USED' | 'NOT_FOUND'> {
      const rows = await db.query(
        'DELETE FROM rcs_templates WHERE seq = $1 AND team_seq = $2 AND used_at IS NULL RETURNING seq',
        [seq, teamSeq],
      );
      if (rows.length === 1) {
        await db.query(`DELETE FROM rcs_review_events WHERE subject = 'TEMPLATE' AND subject_seq = $1`, [seq]);
        return 'DELETED';
      }
      const still = await db.query('SELECT 1 FROM rcs_templates WHERE seq = $1 AND team_seq = $2', [seq, teamSeq]);
      return still.length === 1 ? 'USED' : 'NOT_FOUND';
    },
  };
  return repo;
}
export type RcsRepository = ReturnType<typeof createRcsRepository>;
