import { BULK_TEMPLATE_COLUMNS, BULK_TEMPLATES_MAX, type BulkTemplateRow } from '@console/contracts/kakao';

/** Why a file cannot be checked at all; the screen words each in the user's language. */
export type BulkFileProblem =
  | { kind: 'type' }
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'header'; unknown: string[]; missing: string[] };

/** The templates of a file, each with the row of the sheet it came from (the header is row 1). */
export interface BulkFileRows {
  rows: BulkTemplateRow[];
  sheetRows: number[];
}

export type BulkFileRead = { ok: true; value: BulkFileRows } | { ok: false; problem: BulkFileProblem };

/** A template cannot be read without these; the others may be left out of the header. */
const REQUIRED_KEYS = ['channelId', 'code', 'name', 'content', 'categoryCode'];
const KNOWN_HEADERS = new Set<string>(BULK_TEMPLATE_COLUMNS.flatMap((column) => [column.label, column.key]));

// XLSX is a zip file: it starts with the local file header "PK\x03\x04".
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
// An old binary .xls (OLE2) or anything with NUL bytes is not a text file.
const isBinary = (bytes: Uint8Array) => bytes.subarray(0, 4096).includes(0);

function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** Korean spreadsheets save CSV as UTF-8 (the sample, with a BOM) or as CP949/EUC-KR (Excel's default). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** Every record of a CSV, empty lines included, so a record's index + 1 is its row in a spreadsheet. */
async function csvSheet(bytes: Uint8Array): Promise<string[][]> {
  // The browser build of csv-parse (the parser the server's address-book import uses) carries its own Buffer.
  const { parse } = await import('csv-parse/browser/esm/sync');
  return parse(decodeText(bytes), { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
}

/** The first worksheet of an XLSX as text cells by row number (exceljs, loaded only when an XLSX is chosen). */
async function xlsxSheet(bytes: Uint8Array): Promise<string[][]> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet: string[][] = [];
  workbook.worksheets[0]?.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(row.getCell(column).text ?? '');
    sheet[rowNumber - 1] = cells;
  });
  return Array.from(sheet, (cells) => cells ?? []);
}

/** The header row checked against the sample's columns (labels or keys), then one row per template. */
export function rowsOfSheet(sheet: string[][]): BulkFileRead {
  const headerIndex = sheet.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { ok: false, problem: { kind: 'empty' } };
  const header = sheet[headerIndex]!.map((cell) => cell.trim());
  const unknown = header.filter((name) => name !== '' && !KNOWN_HEADERS.has(name));
  const missing = BULK_TEMPLATE_COLUMNS.filter(
    (column) => REQUIRED_KEYS.includes(column.key) && !header.includes(column.label) && !header.includes(column.key),
  ).map((column) => column.label);
  if (unknown.length > 0 || missing.length > 0) return { ok: false, problem: { kind: 'header', unknown, missing } };

  const rows: BulkTemplateRow[] = [];
  const sheetRows: number[] = [];
  for (let index = headerIndex + 1; index < sheet.length; index++) {
    const cells = sheet[index]!;
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    const row: BulkTemplateRow = {};
    header.forEach((name, column) => {
      const cell = cells[column]?.trim() ?? '';
      if (name !== '' && cell !== '') row[name] = cell;
    });
    rows.push(row);
    sheetRows.push(index + 1);
  }
  if (rows.length === 0) return { ok: false, problem: { kind: 'empty' } };
  if (rows.length > BULK_TEMPLATES_MAX) return { ok: false, problem: { kind: 'tooMany', count: rows.length } };
  return { ok: true, value: { rows, sheetRows } };
}

/**
 * Reads a bulk registration file in the browser: XLSX (by its bytes, not its name) or CSV in UTF-8 or
 * EUC-KR. The server judges every row afterwards; here only what makes the file unusable as a whole.
 */
export async function readBulkFile(file: File): Promise<BulkFileRead> {
  if (file.size === 0) return { ok: false, problem: { kind: 'empty' } };
  try {
    const bytes = await readBytes(file);
    const xlsx = isZip(bytes);
    if (!xlsx && (isBinary(bytes) || /\.xlsx?$/i.test(file.name))) return { ok: false, problem: { kind: 'type' } };
    return rowsOfSheet(await (xlsx ? xlsxSheet(bytes) : csvSheet(bytes)));
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
}
