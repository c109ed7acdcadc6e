import type {
  AdminInquirySummary,
  InquiryAttachment,
  InquiryAuthorKind,
  InquiryCategory,
  InquiryDetail,
  InquiryFileType,
  InquiryMessage,
  InquiryState,
  InquirySummary,
} from '@console/contracts/inquiries';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

export interface NewInquiryAttachment {
  fileName: string;
  contentType: InquiryFileType;
  content: Buffer;
}

export interface NewInquiryMessage {
  authorKind: InquiryAuthorKind;
  /** The user of a USER message; null for operators. */
  authorUserSeq: number | null;
  authorName: string;
  body: string;
  attachments: NewInquiryAttachment[];
}

/**
 * Who may read which inquiries: a user the ones they wrote in their business (`userSeq`), a master
 * every inquiry of the business (`userSeq` null). Operators read with no scope at all.
 */
export interface InquiryReader {
  bizSeq: number;
  userSeq: number | null;
}

interface SummaryRow {
  seq: number;
  biz_seq: number;
  business_name: string;
  user_seq: number | null;
  writer_name: string;
  writer_email: string | null;
  team_seq: number | null;
  team_name: string | null;
  category: InquiryCategory;
  title: string;
  state: InquiryState;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY_COLUMNS = `i.seq, i.biz_seq, b.name AS business_name, i.user_seq, i.writer_name, u.email AS writer_email,
  i.team_seq, t.name AS team_name, i.category, i.title, i.state, i.created_at, i.updated_at`;
const SUMMARY_FROM = `FROM service_inquiries i
  JOIN businesses b ON b.biz_seq = i.biz_seq
  LEFT JOIN users u ON u.user_seq = i.user_seq
  LEFT JOIN teams t ON t.team_seq = i.team_seq`;

const toSummary = (row: SummaryRow): InquirySummary => ({
  seq: row.seq,
  category: row.category,
  title: row.title,
  state: row.state,
  teamSeq: row.team_seq,
  teamName: row.team_name,
  writerName: row.writer_name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The reader's condition on `i`, with its parameters from $start on (null reader = an operator). */
function readerCondition(reader: InquiryReader | null, start: number): { sql: string; params: unknown[] } {
  if (!reader) return { sql: 'TRUE', params: [] };
  return {
    sql: `i.biz_seq = $${start} AND ($${start + 1}::int IS NULL OR i.user_seq = $${start + 1})`,
    params: [reader.bizSeq, reader.userSeq],
  };
}

/** An inquiry as its routes need it: the summary plus whom to tell about an answer. */
export interface InquiryRecord extends InquirySummary {
  bizSeq: number;
  businessName: string;
  userSeq: number | null;
  writerEmail: string | null;
}

/** Service inquiries, their threads and attachments: the inquiries module's tables. */
export function createInquiriesRepository(db: Queryable) {
  async function insertMessage(tx: Queryable, inquirySeq: number, message: NewInquiryMessage): Promise<number> {
    const [row] = await tx.query<{ seq: number }>(
      `INSERT INTO inquiry_messages (inquiry_seq, author_kind, author_user_seq, author_name, body)
       VALUES ($1, $2, $3, $4, $5) RETURNING seq`,
      [inquirySeq, message.authorKind, message.authorUserSeq, message.authorName, message.body],
    );
    for (const file of message.attachments) {
      await tx.query(
        `INSERT INTO inquiry_attachments (message_seq, file_name, content_type, bytes, content)
         VALUES ($1, $2, $3, $4, $5)`,
        [row!.seq, file.fileName, file.contentType, file.content.length, file.content],
      );
    }
    return row!.seq;
  }

  return {
    /** A new inquiry (RECEIVED) with its first message, the question. Answers its seq. */
    async create(
      inquiry: {
        bizSeq: number;
        userSeq: number;
        writerName: string;
        teamSeq: number | null;
        category: InquiryCategory;
        title: string;
        body: string;
        attachments: NewInquiryAttachment[];
      },
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO service_inquiries (biz_seq, user_seq, writer_name, team_seq, category, title)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq`,
        [inquiry.bizSeq, inquiry.userSeq, inquiry.writerName, inquiry.teamSeq, inquiry.category, inquiry.title],
      );
      await insertMessage(tx, row!.seq, {
        authorKind: 'USER',
        authorUserSeq: inquiry.userSeq,
        authorName: inquiry.writerName,
        body: inquiry.body,
        attachments: inquiry.attachments,
      });
      return row!.seq;
    },

    /** Adds a message to the thread and moves the inquiry to `state`. */
    async addMessage(inquirySeq: number, message: NewInquiryMessage, state: InquiryState, tx: Queryable = db) {
      await insertMessage(tx, inquirySeq, message);
      await tx.query('UPDATE service_inquiries SET state = $2, updated_at = now() WHERE seq = $1', [inquirySeq, state]);
    },

    /** RECEIVED -> IN_PROGRESS; false when the inquiry is in another state. */
    async markInProgress(inquirySeq: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE service_inquiries SET state = 'IN_PROGRESS', updated_at = now()
          WHERE seq = $1 AND state = 'RECEIVED' RETURNING 1`,
        [inquirySeq],
      );
      return rows.length > 0;
    },

    /** Locks the inquiry's row for a state change in `tx`; answers its state, null when there is none. */
    async lockState(inquirySeq: number, tx: Queryable): Promise<InquiryState | null> {
      const [row] = await tx.query<{ state: InquiryState }>(
        'SELECT state FROM service_inquiries WHERE seq = $1 FOR UPDATE',
        [inquirySeq],
      );
      return row?.state ?? null;
    },

    /** The inquiry if the reader may read it (null reader: an operator, any inquiry). */
    async find(inquirySeq: number, reader: InquiryReader | null): Promise<InquiryRecord | null> {
      const condition = readerCondition(reader, 2);
      const [row] = await db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE i.seq = $1 AND ${condition.sql}`,
        [inquirySeq, ...condition.params],
      );
      if (!row) return null;
      return {
        ...toSummary(row),
        bizSeq: row.biz_seq,
        businessName: row.business_name,
        userSeq: row.user_seq,
        writerEmail: row.writer_email,
      };
    },

    /** The reader's inquiries, newest first. */
    async list(reader: InquiryReader, filter: { state?: InquiryState } & PageWindow) {
      const condition = readerCondition(reader, 1);
      const { rows, total } = await selectPage<SummaryRow>(
        db,
        {
          columns: SUMMARY_COLUMNS,
          from: `${SUMMARY_FROM} WHERE ${condition.sql} AND ($3::text IS NULL OR i.state = $3)`,
          orderBy: 'i.created_at DESC, i.seq DESC',
          params: [...condition.params, filter.state ?? null],
        },
        filter,
      );
      return { items: rows.map(toSummary), total };
    },

    /** Every business's inquiries for the operator: the oldest waiting first, then the answered. */
    async listAll(filter: { state?: InquiryState; bizSeq?: number } & PageWindow) {
      const { rows, total } = await selectPage<SummaryRow>(
        db,
        {
          columns: SUMMARY_COLUMNS,
          from: `${SUMMARY_FROM} WHERE ($1::text IS NULL OR i.state = $1) AND ($2::int IS NULL OR i.biz_seq = $2)`,
          orderBy: "(i.state = 'ANSWERED'), i.updated_at, i.seq",
          params: [filter.state ?? null, filter.bizSeq ?? null],
        },
        filter,
      );
      return {
        items: rows.map((row): AdminInquirySummary => ({
          ...toSummary(row),
          bizSeq: row.biz_seq,
          businessName: row.business_name,
        })),
        total,
      };
    },

    /** The thread of an inquiry, oldest first, with each message's attachments (without their bytes). */
    async messages(inquirySeq: number): Promise<InquiryMessage[]> {
      const rows = await db.query<{
        seq: number;
        author_kind: InquiryAuthorKind;
        author_name: string;
        body: string;
        created_at: Date;
      }>(
        `SELECT seq, author_kind, author_name, body, created_at FROM inquiry_messages
          WHERE inquiry_seq = $1 ORDER BY created_at, seq`,
        [inquirySeq],
      );
      const files = await db.query<{
        seq: number;
        message_seq: number;
        file_name: string;
        content_type: string;
        bytes: number;
      }>(
        `SELECT a.seq, a.message_seq, a.file_name, a.content_type, a.bytes FROM inquiry_attachments a
           JOIN inquiry_messages m ON m.seq = a.message_seq
          WHERE m.inquiry_seq = $1 ORDER BY a.seq`,
        [inquirySeq],
      );
      const byMessage = new Map<number, InquiryAttachment[]>();
      for (const file of files) {
        const list = byMessage.get(file.message_seq) ?? [];
        list.push({ id: file.seq, fileName: file.file_name, contentType: file.content_type, bytes: file.bytes });
        byMessage.set(file.message_seq, list);
      }
      return rows.map((row) => ({
        seq: row.seq,
        authorKind: row.author_kind,
        authorName: row.author_name,
        body: row.body,
        createdAt: row.created_at.toISOString(),
        attachments: byMessage.get(row.seq) ?? [],
      }));
    },

    /** One attachment's bytes, when it belongs to the inquiry. */
    async attachment(inquirySeq: number, attachmentSeq: number) {
      const [row] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        `SELECT a.file_name, a.content_type, a.content FROM inquiry_attachments a
           JOIN inquiry_messages m ON m.seq = a.message_seq
          WHERE m.inquiry_seq = $1 AND a.seq = $2`,
        [inquirySeq, attachmentSeq],
      );
      return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) } : null;
    },

    /** Messages the user wrote (questions and follow-ups) since `since`: the daily write limit counts them. */
    async writesSince(userSeq: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db.query<{ count: number; oldest: Date | null }>(
        `SELECT count(*)::int AS count, min(created_at) AS oldest FROM inquiry_messages
          WHERE author_user_seq = $1 AND created_at > $2`,
        [userSeq, since],
      );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;

/** The detail answer: the summary and the thread. */
export async function inquiryDetailOf(
  repository: InquiriesRepository,
  inquiry: InquirySummary,
): Promise<InquiryDetail> {
  const { seq, category, title, state, teamSeq, teamName, writerName, createdAt, updatedAt } = inquiry;
  return {
    seq,
    category,
    title,
    state,
    teamSeq,
    teamName,
    writerName,
    createdAt,
    updatedAt,
    messages: await repository.messages(seq),
  };
}
