import {
  ADDRESS_BOOK_LIMITS as LIMITS,
  IMPORT_ERRORS_SHOWN,
  CONTACT_EMAIL_INVALID_MESSAGE,
  normalizeContactEmail,
  normalizeContactPhone,
  PHONE_INVALID_MESSAGE,
  type DuplicatePolicy,
  type ImportResult,
  type ImportRowError,
} from '@console/contracts/address-books';
import type { Database } from '../db/database';
import { invalidInput } from '../http/api-error';
import { bookContactsAnalyze } from './contacts-analyze-job';
import { insertContactChunk, type ImportedContact } from './contact-import-chunk';

export interface ImportMappingValues {
  phone: number;
  name: number | null;
  email: number | null;
  memo: number | null;
  fields: { key: string; column: number }[];
}

export interface ContactImportJob {
  teamSeq: number;
  groupSeq: number;
  userSeq: number;
  fileName: string;
  mapping: ImportMappingValues;
  duplicatePolicy: DuplicatePolicy;
  /** The file's rows, header first. */
  rows: AsyncIterable<string[]>;
}

// Rows per INSERT: large enough that 100,000 rows are 20 statements, small enough for the parameters.
const CHUNK_ROWS = 5_000;
/** Imports this large refresh the planner's statistics (contacts-analyze-job.ts). */
const ANALYZE_AFTER_ROWS = 10_000;

/** A mapping's columns must exist in the header; answered as a 400 on the mapping's fields. */
function checkColumns(mapping: ImportMappingValues, width: number) {
  const missing = '파일에 없는 열이에요. 열을 다시 선택해 주세요.';
  const errors = [
    ...(['phone', 'name', 'email', 'memo'] as const)
      .filter((k) => mapping[k] !== null && mapping[k] >= width)
      .map((k) => ({ field: `mapping.${k}`, message: missing })),
    ...mapping.fields
      .filter((f) => f.column >= width)
      .map((f) => ({ field: `mapping.fields`, message: `${f.key}: ${missing}` })),
  ];
  if (errors.length) throw invalidInput(errors);
}

/** One data row as a contact, or the Korean reason it cannot be one. */
function contactOf(cells: string[], mapping: ImportMappingValues): ImportedContact | string {
  const at = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
  const rawPhone = at(mapping.phone);
  if (!rawPhone) return '전화번호가 비어 있어요.';
  const phone = normalizeContactPhone(rawPhone);
  if (!phone) return `${PHONE_INVALID_MESSAGE} (${rawPhone.slice(0, 30)})`;
  const name = at(mapping.name);
  if (name.length > LIMITS.contactNameMax) return `이름은 ${LIMITS.contactNameMax}자까지 쓸 수 있어요.`;
  const rawEmail = at(mapping.email);
  const email = normalizeContactEmail(rawEmail);
  if (email === undefined) return `${CONTACT_EMAIL_INVALID_MESSAGE} (${rawEmail.slice(0, 60)})`;
  const memo = at(mapping.memo);
  if (memo.length > LIMITS.memoMax) return `메모는 ${LIMITS.memoMax}자까지 쓸 수 있어요.`;
  const fields = mapping.fields.map((f) => ({ key: f.key, value: at(f.column) }));
  const long = fields.find((f) => f.value.length > LIMITS.customFieldValueMax);
  if (long) return `'${long.key}' 항목은 ${LIMITS.customFieldValueMax}자까지 쓸 수 있어요.`;
  return { name, phone, email: email ?? '', memo, fields };
}

/**
 * Imports a file's rows into a group in one transaction (all or nothing), reading the rows as they
 * stream in and writing them in chunks, so a 100,000-row file never sits in memory whole. Numbers
 * already in the group are skipped or updated by the policy; a number twice in the file counts once,
 * the later rows as skipped duplicates. Failed rows are kept for the downloadable report.
 */
export async function importContacts(db: Database, job: ContactImportJob): Promise<ImportResult> {
  const result = await db.transaction(async (tx) => {
    const counts = { added: 0, updated: 0, skipped: 0 };
    const errors: ImportRowError[] = [];
    const seen = new Set<string>();
    let chunk: ImportedContact[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      const written = await insertContactChunk(
        tx,
        { teamSeq: job.teamSeq, groupSeq: job.groupSeq, policy: job.duplicatePolicy },
        chunk,
      );
      counts.added += written.added;
      counts.updated += written.updated;
      counts.skipped += chunk.length - written.added - written.updated;
      chunk = [];
    };

    let rowNumber = 0;
    for await (const cells of job.rows) {
      rowNumber += 1;
      if (rowNumber === 1) {
        checkColumns(job.mapping, cells.length);
        continue;
      }
      if (rowNumber - 1 > LIMITS.importRowsMax) {
        errors.push({
          row: rowNumber,
          reason: `한 번에 ${LIMITS.importRowsMax.toLocaleString('ko-KR')}행까지 가져올 수 있어요. 이 행부터는 가져오지 않았어요.`,
        });
        break;
      }
      const contact = contactOf(cells, job.mapping);
      if (typeof contact === 'string') {
        errors.push({ row: rowNumber, reason: contact });
        continue;
      }
      if (seen.has(contact.phone)) {
        counts.skipped += 1;
        continue;
      }
      seen.add(contact.phone);
      chunk.push(contact);
      if (chunk.length >= CHUNK_ROWS) await flush();
    }
    await flush();
    if (rowNumber <= 1)
      throw invalidInput([
        { field: 'file', message: '가져올 행이 없어요. 첫 행은 머리글, 둘째 행부터 연락처로 읽어요.' },
      ]);

    if (counts.added >= ANALYZE_AFTER_ROWS) await bookContactsAnalyze(tx);
    const [record] = await tx.query<{ seq: number }>(
      `INSERT INTO contact_imports (team_seq, group_seq, user_seq, file_name, added, updated, skipped, failed, errors)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq`,
      [
        job.teamSeq,
        job.groupSeq,
        job.userSeq,
        job.fileName,
        counts.added,
        counts.updated,
        counts.skipped,
        errors.length,
        JSON.stringify(errors),
      ],
    );
    return { importSeq: record!.seq, ...counts, failed: errors.length, errors: errors.slice(0, IMPORT_ERRORS_SHOWN) };
  });
  return result;
}
