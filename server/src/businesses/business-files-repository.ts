import type { BizFileState } from '@console/contracts/business';
import type { Queryable } from '../db/database';
import type { BizFileType } from './business-file-type';

interface FileRow {
  seq: number;
  biz_seq: number;
  file_name: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reject_reason: string | null;
  uploaded_at: Date;
}

export interface BizFileRecord {
  seq: number;
  bizSeq: number;
  state: BizFileState;
}

const toRecord = (row: FileRow): BizFileRecord => ({
  seq: row.seq,
  bizSeq: row.biz_seq,
  state: {
    status: row.status,
    fileName: row.file_name,
    uploadedAt: row.uploaded_at.toISOString(),
    rejectReason: row.reject_reason,
  },
});

export const NO_BIZ_FILE: BizFileState = { status: 'NONE', fileName: null, uploadedAt: null, rejectReason: null };

const COLUMNS = 'seq, biz_seq, file_name, status, reject_reason, uploaded_at';

/** The registration certificates of businesses: the newest one is the business's review state. */
export function createBusinessFilesRepository(db: Queryable) {
  return {
    async latest(bizSeq: number, tx: Queryable = db): Promise<BizFileRecord | null> {
      const rows = await tx.query<FileRow>(
        `SELECT ${COLUMNS} FROM business_files WHERE biz_seq = $1 ORDER BY seq DESC LIMIT 1`,
        [bizSeq],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async add(
      file: { bizSeq: number; fileName: string; contentType: BizFileType; content: Buffer; uploadedBy: number },
      tx: Queryable = db,
    ) {
      const rows = await tx.query<FileRow>(
        `INSERT INTO business_files (biz_seq, file_name, content_type, size_bytes, content, status, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, 'PENDING', $6) RETURNING ${COLUMNS}`,
        [file.bizSeq, file.fileName, file.contentType, file.content.length, file.content, file.uploadedBy],
      );
      return toRecord(rows[0]!);
    },
    /** Decides the business's pending file; answers it, or null when none is pending. */
    async decidePending(
      bizSeq: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; by: 'ADMIN' | 'SIMULATOR'; onlySeq?: number },
      tx: Queryable,
    ): Promise<BizFileRecord | null> {
      const rows = await tx.query<FileRow>(
        `UPDATE business_files SET status = $2, reject_reason = $3, decided_by = $4, decided_at = now()
         WHERE biz_seq = $1 AND status = 'PENDING' AND ($5::int IS NULL OR seq = $5) RETURNING ${COLUMNS}`,
        [bizSeq, decision.status, decision.reason, decision.by, decision.onlySeq ?? null],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    /** The newest file's bytes, for the operator who reviews it. */
    async content(bizSeq: number): Promise<{ fileName: string; contentType: string; content: Buffer } | null> {
      const rows = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM business_files WHERE biz_seq = $1 ORDER BY seq DESC LIMIT 1',
        [bizSeq],
      );
      const row = rows[0];
      return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) } : null;
    },
  };
}
export type BusinessFilesRepository = ReturnType<typeof createBusinessFilesRepository>;
