import type {
  AdminNotice,
  NoticeAttachment,
  NoticeBodyFormat,
  NoticeCategory,
  NoticeDetail,
  NoticeStatus,
  NoticeSummary,
} from '@console/contracts/brand';
import type { Database, Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { htmlToText, noticeBodyHtml, noticeBodyText } from './notice-html';

interface NoticeRow {
  seq: number;
  title: string;
  category: NoticeCategory;
  pinned: boolean;
  published_at: Date;
}

interface StoredNoticeRow extends NoticeRow {
  body: string;
  body_format: NoticeBodyFormat;
  status: NoticeStatus;
  created_at: Date;
  updated_at: Date;
  withdrawn_at: Date | null;
}

interface AttachmentRow {
  id: number;
  file_name: string;
  content_type: string;
  bytes: number;
  created_at: Date;
}

/** What an operator writes; body is already sanitised HTML. */
export interface NoticeInput {
  title: string;
  category: NoticeCategory;
  pinned?: boolean;
  body: string;
  publishAt?: Date;
}

export interface NewNoticeAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Why a change to a notice was not made. */
export type NoticeChangeRefusal = 'NOT_FOUND' | 'WITHDRAWN' | 'TOO_MANY';

const toSummary = (row: NoticeRow): NoticeSummary => ({
  seq: row.seq,
  title: row.title,
  category: row.category,
  pinned: row.pinned,
  publishedAt: row.published_at.toISOString(),
});

const toAttachment = (row: AttachmentRow): NoticeAttachment => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  bytes: row.bytes,
  createdAt: row.created_at.toISOString(),
});

// q is matched literally: LIKE's wildcards in it are escaped.
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Readable by everyone: its time has come and no operator withdrew it. */
const VISIBLE = 'published_at <= now() AND withdrawn_at IS NULL';
/** The public list's order: pinned first, then newest. */
const LIST_ORDER = 'pinned DESC, published_at DESC, seq DESC';
const SUMMARY_COLUMNS = 'seq, title, category, pinned, published_at';
const STORED_COLUMNS = `${SUMMARY_COLUMNS}, body, body_format, created_at, updated_at, withdrawn_at,
  CASE WHEN withdrawn_at IS NOT NULL THEN 'WITHDRAWN' WHEN published_at > now() THEN 'SCHEDULED' ELSE 'PUBLISHED' END AS status`;
const ATTACHMENT_COLUMNS = 'id, file_name, content_type, bytes, created_at';

async function attachmentsOf(db: Queryable, seqs: number[]): Promise<Map<number, NoticeAttachment[]>> {
  const byNotice = new Map<number, NoticeAttachment[]>(seqs.map((seq) => [seq, []]));
  if (seqs.length === 0) return byNotice;
  const rows = await db.query<AttachmentRow & { notice_seq: number }>(
    `SELECT notice_seq, ${ATTACHMENT_COLUMNS} FROM notice_attachments WHERE notice_seq = ANY($1::int[]) ORDER BY id`,
    [seqs],
  );
  for (const row of rows) byNotice.get(row.notice_seq)?.push(toAttachment(row));
  return byNotice;
}

const toAdminNotice = (row: StoredNoticeRow, attachments: NoticeAttachment[]): AdminNotice => ({
  ...toSummary(row),
  body: row.body,
  bodyFormat: row.body_format,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  attachments,
});

/**
 * The notices of the brand site (module brand): what visitors read (published, not withdrawn) and
 * what operators publish, edit, pin, withdraw and attach. Bodies written here are sanitised HTML;
 * the seeded ones are plain text.
 */
export function createNoticesRepository(db: Database) {
  /** Locks a notice for a change; answers why not when it cannot change. */
  async function lockChangeable(tx: Queryable, seq: number): Promise<NoticeChangeRefusal | null> {
    const [row] = await tx.query<{ withdrawn: boolean }>(
      'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM notices WHERE seq = $1 FOR UPDATE',
      [seq],
    );
    if (!row) return 'NOT_FOUND';
    return row.withdrawn ? 'WITHDRAWN' : null;
  }

  return {
    /** Published notices, pinned first, then newest; q searches titles and bodies (their text, not their markup). */
    async list(filter: { q?: string; category?: NoticeCategory } & PageWindow) {
      const { rows, total } = await selectPage<NoticeRow>(
        db,
        {
          columns: SUMMARY_COLUMNS,
          from: `FROM notices WHERE ${VISIBLE}
            AND ($1::text IS NULL OR title ILIKE $1 OR COALESCE(body_text, body) ILIKE $1)
            AND ($2::text IS NULL OR category = $2)`,
          orderBy: LIST_ORDER,
          params: [filter.q ? likePattern(filter.q) : null, filter.category ?? null],
        },
        filter,
      );
      return { items: rows.map(toSummary), total };
    },

    /** A published notice with its body as sanitised HTML and as text, and its attachments. */
    async find(seq: number): Promise<NoticeDetail | null> {
      const [row] = await db.query<StoredNoticeRow>(
        `SELECT ${STORED_COLUMNS} FROM notices WHERE seq = $1 AND ${VISIBLE}`,
        [seq],
      );
      if (!row) return null;
      return {
        ...toSummary(row),
        body: noticeBodyHtml(row.body, row.body_format),
        text: noticeBodyText(row.body, row.body_format),
        attachments: (await attachmentsOf(db, [seq])).get(seq) ?? [],
      };
    },

    /** The notices just before and after a published one in the public list's order. */
    async neighbours(seq: number): Promise<{ previous: NoticeSummary | null; next: NoticeSummary | null }> {
      const rows = await db.query<NoticeRow & { step: number }>(
        `WITH ordered AS (
           SELECT ${SUMMARY_COLUMNS}, row_number() OVER (ORDER BY ${LIST_ORDER}) AS n FROM notices WHERE ${VISIBLE}
         )
         SELECT (o.n - me.n)::int AS step, o.seq, o.title, o.category, o.pinned, o.published_at
         FROM ordered o JOIN ordered me ON me.seq = $1 AND o.n IN (me.n - 1, me.n + 1)`,
        [seq],
      );
      const at = (step: number) => rows.find((row) => row.step === step);
      const previous = at(-1);
      const next = at(1);
      return { previous: previous ? toSummary(previous) : null, next: next ? toSummary(next) : null };
    },

    /** An attachment's bytes, only while its notice is published. */
    async attachment(seq: number, id: number) {
      const [row] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        `SELECT a.file_name, a.content_type, a.content FROM notice_attachments a JOIN notices n ON n.seq = a.notice_seq
         WHERE a.notice_seq = $1 AND a.id = $2 AND n.published_at <= now() AND n.withdrawn_at IS NULL`,
        [seq, id],
      );
      if (!row) return null;
      const content = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      return { fileName: row.file_name, contentType: row.content_type, content };
    },

    /** Every notice for the operator, scheduled and withdrawn ones too, newest publishing first. */
    async adminList(window: PageWindow) {
      const { rows, total } = await selectPage<StoredNoticeRow>(
        db,
        { columns: STORED_COLUMNS, from: 'FROM notices', orderBy: 'published_at DESC, seq DESC', params: [] },
        window,
      );
      const attachments = await attachmentsOf(
        db,
        rows.map((row) => row.seq),
      );
      return { items: rows.map((row) => toAdminNotice(row, attachments.get(row.seq) ?? [])), total };
    },

    async adminFind(seq: number): Promise<AdminNotice | null> {
      const [row] = await db.query<StoredNoticeRow>(`SELECT ${STORED_COLUMNS} FROM notices WHERE seq = $1`, [seq]);
      if (!row) return null;
      return toAdminNotice(row, (await attachmentsOf(db, [seq])).get(seq) ?? []);
    },

    /** A new rich-text notice by an operator; readable from publishAt (default now). Answers its seq. */
    async publish(input: NoticeInput): Promise<number> {
      const [row] = await db.query<{ seq: number }>(
        `INSERT INTO notices (title, category, pinned, body, body_format, body_text, published_at, created_by)
         VALUES ($1, $2, $3, $4, 'HTML', $5, COALESCE($6::timestamptz, now()), 'ADMIN') RETURNING seq`,
        [
          input.title,
          input.category,
          input.pinned ?? false,
          input.body,
          htmlToText(input.body),
          input.publishAt?.toISOString() ?? null,
        ],
      );
      return row!.seq;
    },

    /** A new title, category and body (rich text from now on); pinned and publishAt only when given. */
    async edit(seq: number, input: NoticeInput): Promise<NoticeChangeRefusal | null> {
      return db.transaction(async (tx) => {
        const refusal = await lockChangeable(tx, seq);
        if (refusal) return refusal;
        await tx.query(
          `UPDATE notices SET title = $2, category = $3, body = $4, body_format = 'HTML', body_text = $5,
             pinned = COALESCE($6, pinned), published_at = COALESCE($7::timestamptz, published_at), updated_at = now()
           WHERE seq = $1`,
          [
            seq,
            input.title,
            input.category,
            input.body,
            htmlToText(input.body),
            input.pinned ?? null,
            input.publishAt?.toISOString() ?? null,
          ],
        );
        return null;
      });
    },

    async pin(seq: number, pinned: boolean): Promise<NoticeChangeRefusal | null> {
      return db.transaction(async (tx) => {
        const refusal = await lockChangeable(tx, seq);
        if (refusal) return refusal;
        await tx.query('UPDATE notices SET pinned = $2, updated_at = now() WHERE seq = $1', [seq, pinned]);
        return null;
      });
    },

    /** Takes a notice off the site for good: out of every list, its page and attachments answer 404. */
    async withdraw(seq: number): Promise<NoticeChangeRefusal | null> {
      return db.transaction(async (tx) => {
        const refusal = await lockChangeable(tx, seq);
        if (refusal) return refusal;
        await tx.query('UPDATE notices SET withdrawn_at = now(), updated_at = now() WHERE seq = $1', [seq]);
        return null;
      });
    },

    /** Attaches files, refusing them all when the notice would hold more than `max`. */
    async addAttachments(
      seq: number,
      files: NewNoticeAttachment[],
      max: number,
    ): Promise<NoticeChangeRefusal | NoticeAttachment[]> {
      return db.transaction(async (tx) => {
        const refusal = await lockChangeable(tx, seq);
        if (refusal) return refusal;
        const [count] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM notice_attachments WHERE notice_seq = $1',
          [seq],
        );
        if ((count?.n ?? 0) + files.length > max) return 'TOO_MANY';
        const added: NoticeAttachment[] = [];
        for (const file of files) {
          const [row] = await tx.query<AttachmentRow>(
            `INSERT INTO notice_attachments (notice_seq, file_name, content_type, bytes, content)
             VALUES ($1, $2, $3, $4, $5) RETURNING ${ATTACHMENT_COLUMNS}`,
            [seq, file.fileName, file.contentType, file.content.length, file.content],
          );
          added.push(toAttachment(row!));
        }
        await tx.query('UPDATE notices SET updated_at = now() WHERE seq = $1', [seq]);
        return added;
      });
    },

    /** Answers whether the notice had that attachment. */
    async deleteAttachment(seq: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.query(
          'DELETE FROM notice_attachments WHERE notice_seq = $1 AND id = $2 RETURNING id',
          [seq, id],
        );
        if (deleted.length > 0) await tx.query('UPDATE notices SET updated_at = now() WHERE seq = $1', [seq]);
        return deleted.length > 0;
      });
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
