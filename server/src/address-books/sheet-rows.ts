import { Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { invalidField } from '../http/api-error';

export const SHEET_TYPES_MESSAGE = 'CSV나 XLSX 파일만 가져올 수 있어요. 엑셀에서 XLSX나 CSV로 저장해 올려 주세요.';

export type SheetFileType = 'CSV' | 'XLSX';

// XLSX is a zip file: it starts with the local file header "PK\x03\x04".
const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;

/**
 * Korean spreadsheets save CSV as UTF-8 (often with a BOM) or as CP949/EUC-KR (Excel's default):
 * the first chunk decides. A partial character at the chunk's end is not an error with stream: true.
 */
function csvEncodingOf(head: Buffer): 'utf-8' | 'euc-kr' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'euc-kr';
  }
}

function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* csvRows(source: Readable, encoding: string): AsyncGenerator<string[]> {
  const parser = source
    .pipe(decoding(encoding))
    .pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }));
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

/** A cell of exceljs as text: rich text, hyperlinks, formula results and dates flattened. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** Rows of the first worksheet, read by exceljs's streaming reader so the sheet is never held whole. */
async function* xlsxRows(source: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  try {
    yield* firstWorksheetRows(reader);
  } catch (error) {
    // A zip that is not a workbook (or a damaged one): the user's mistake, not a server failure.
    throw invalidField(
      'file',
      `XLSX 파일을 읽을 수 없어요. 파일이 손상되지 않았는지 확인해 주세요. (${(error as Error).message.slice(0, 80)})`,
    );
  }
}

async function* firstWorksheetRows(reader: ExcelJS.stream.xlsx.WorkbookReader): AsyncGenerator<string[]> {
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      // row.values is 1-based and sparse; an empty row yields nothing, like skip_empty_lines in CSV.
      const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
      if (cells.some((cell) => cell !== '')) yield cells;
    }
    return; // the first worksheet only
  }
}

/** The file's type and its rows, header first, read as they arrive. */
export async function openSheet(
  source: Readable,
): Promise<{ fileType: SheetFileType; rows: AsyncGenerator<string[]> }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  const whole = Readable.from(
    (async function* () {
      if (head.length) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })(),
  );
  // Anything else binary (an old .xls, an image) holds NUL bytes that no text file has.
  if (head.length === 0) throw invalidField('file', '빈 파일이에요. 내용이 있는 파일을 올려 주세요.');
  if (!isZip(head) && head.includes(0)) throw invalidField('file', SHEET_TYPES_MESSAGE);
  if (isZip(head)) return { fileType: 'XLSX', rows: xlsxRows(whole) };
  return { fileType: 'CSV', rows: csvRows(whole, csvEncodingOf(head)) };
}
