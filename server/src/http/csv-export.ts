import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null;
}

/** One CSV cell: quoted when it holds a comma, quote or line break; formula starts defused. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Content-Disposition for a Korean file name: an ASCII fallback plus the RFC 5987 UTF-8 form
 * that browsers prefer (the client reads it as exportTitle).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends rows as a CSV download; the BOM lets spreadsheet programs read the Korean as UTF-8. */
export function sendCsv<T>(reply: FastifyReply, fileName: string, columns: CsvColumn<T>[], rows: Iterable<T>) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'no-store')
    .send(`\uFEFF${toCsv(columns, rows)}`);
}

/** The CSV as text pieces: the BOM and header line, then one piece per chunk of rows. */
export async function* csvPieces<T>(
  columns: CsvColumn<T>[],
  chunks: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => cell(c.header)).join(',')}\r\n`;
  for await (const rows of chunks) {
    if (rows.length === 0) continue;
    yield `${rows.map((row) => columns.map((c) => cell(c.value(row))).join(',')).join('\r\n')}\r\n`;
  }
}

/**
 * Streams rows read chunk by chunk as a CSV download: only one chunk is in memory at a time, so an
 * export of 100,000 rows costs no more than one of 5,000 (same headers and file as sendCsv).
 */
export function sendCsvStream<T>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<T>[],
  chunks: AsyncIterable<readonly T[]>,
) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvPieces(columns, chunks), { objectMode: false }));
}

/** 20261121 in Seoul time, for file names. */
export function seoulDateStamp(date = new Date()): string {
  // Korea keeps UTC+9 all year (no daylight saving since 1988): an offset, not an Intl formatter per call
  // (building one cost about a third of a list request, which takes its default range from today).
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}
