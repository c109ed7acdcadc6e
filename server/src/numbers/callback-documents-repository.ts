import type { CallbackDocument, CallbackDocumentKind, CallbackReviewEvent } from '@console/contracts/messaging';
import type { Queryable } from '../db/database';

export interface NewCallbackDocument {
  kind: CallbackDocumentKind;
  fileName: string;
  contentType: string;
  content: Buffer;
}

type EventKind = CallbackReviewEvent['kind'];
export type ReviewedBy = 'USER' | 'ADMIN' | 'SIMULATOR';

/** The documents of a sender number registration and its review history (submissions and decisions). */
export function createCallbackDocumentsRepository(db: Queryable) {
  return {
    async add(callbackSeq: number, document: NewCallbackDocument, uploadedBy: number, tx: Queryable = db) {
      await tx.query(
        `INSERT INTO callback_number_documents (callback_seq, kind, file_name, content_type, size, content, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          callbackSeq,
          document.kind,
          document.fileName,
          document.contentType,
          document.content.length,
          document.content,
          uploadedBy,
        ],
      );
    },
    /** Newest first: a resubmission's documents above the ones it replaced. */
    async list(callbackSeq: number): Promise<CallbackDocument[]> {
      const rows = await db.query<{
        seq: number;
        kind: CallbackDocumentKind;
        file_name: string;
        content_type: string;
        size: number;
        uploaded_at: Date;
      }>(
        `SELECT seq, kind, file_name, content_type, size, uploaded_at FROM callback_number_documents
          WHERE callback_seq = $1 ORDER BY uploaded_at DESC, seq DESC`,
        [callbackSeq],
      );
      return rows.map((r) => ({
        seq: r.seq,
        kind: r.kind,
        fileName: r.file_name,
        contentType: r.content_type,
        size: r.size,
        uploadedAt: r.uploaded_at.toISOString(),
      }));
    },
    async content(callbackSeq: number, documentSeq: number) {
      const [row] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM callback_number_documents WHERE callback_seq = $1 AND seq = $2',
        [callbackSeq, documentSeq],
      );
      return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) } : null;
    },
    /** Records a step of the review; answers its seq (the simulator decides only the submission it was queued for). */
    async addEvent(
      callbackSeq: number,
      kind: EventKind,
      by: ReviewedBy,
      reason: string | null = null,
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        'INSERT INTO callback_number_events (callback_seq, kind, reason, by_whom) VALUES ($1, $2, $3, $4) RETURNING seq',
        [callbackSeq, kind, reason, by],
      );
      return row!.seq;
    },
    async latestEventSeq(callbackSeq: number, tx: Queryable = db): Promise<number | null> {
      const [row] = await tx.query<{ seq: number }>(
        'SELECT max(seq) AS seq FROM callback_number_events WHERE callback_seq = $1',
        [callbackSeq],
      );
      return row?.seq ?? null;
    },
    /** Oldest first, like a timeline. */
    async history(callbackSeq: number): Promise<CallbackReviewEvent[]> {
      const rows = await db.query<{ seq: number; kind: EventKind; reason: string | null; at: Date }>(
        'SELECT seq, kind, reason, at FROM callback_number_events WHERE callback_seq = $1 ORDER BY at, seq',
        [callbackSeq],
      );
      return rows.map((r) => ({ seq: r.seq, kind: r.kind, reason: r.reason, at: r.at.toISOString() }));
    },
  };
}
export type CallbackDocumentsRepository = ReturnType<typeof createCallbackDocumentsRepository>;
