// i18n-exempt: Korean column names that uploaded recipient files use; matched, never shown.
import { isRecipientNumber, normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { SendRecipient } from '@console/contracts/send-requests';
import { csvRows } from './csv-rows';

/** Recipients read from pasted text or a file: valid ones once each, with what was left out. */
export interface ParsedRecipients {
  recipients: SendRecipient[];
  /** Valid numbers seen again after their first appearance (sent once). */
  duplicateCount: number;
  /** Entries that are not a mobile number, as the user wrote them. */
  invalid: string[];
  /** Variable names from a file's header row (#{name} values per recipient). */
  variableNames: string[];
}

export const EMPTY_RECIPIENTS: ParsedRecipients = { recipients: [], duplicateCount: 0, invalid: [], variableNames: [] };

/** Adds entries in order, keeping the first of each normalised number. */
function collect(entries: SendRecipient[], variableNames: string[] = []): ParsedRecipients {
  const seen = new Set<string>();
  const result: ParsedRecipients = { recipients: [], duplicateCount: 0, invalid: [], variableNames };
  for (const entry of entries) {
    const raw = entry.phone.trim();
    if (raw === '') continue;
    if (!isRecipientNumber(raw)) {
      result.invalid.push(raw);
      continue;
    }
    const phone = normalizePhoneNumber(raw);
    if (seen.has(phone)) {
      result.duplicateCount++;
      continue;
    }
    seen.add(phone);
    result.recipients.push(entry.variables ? { phone, variables: entry.variables } : { phone });
  }
  return result;
}

/** Pasted numbers: one per line, or separated by commas or semicolons. */
export function parsePastedRecipients(text: string): ParsedRecipients {
  return collect(text.split(/[\n\r,;\t]+/).map((phone) => ({ phone })));
}

/** Header names that mark the number column (an address book export says 전화번호). */
const PHONE_HEADERS = ['전화번호', '휴대폰', '휴대폰번호', '번호', 'phone', 'mobile'];
/** The built-in variables of address books answer to both names (address-books.ts). */
const ALIASES: Record<string, string> = { 이름: 'name', name: '이름' };
/** Spreadsheet exports defuse formulas with a leading apostrophe; it is not part of the value. */
const cellValue = (value: string) => value.replace(/^'(?=[=+\-@])/, '');

/**
 * A .txt or .csv file (or an address book export): the number in the first column, or in the
 * column headed 전화번호/phone. When the first line is a header (it holds no number), the other
 * columns are variables named by that header.
 */
export function parseRecipientFile(text: string): ParsedRecipients {
  const rows = csvRows(text);
  const first = rows[0] ?? [];
  const hasHeader = first.length > 0 && !first.some((cell) => isRecipientNumber(cell));
  if (!hasHeader) return collect(rows.map((row) => ({ phone: row[0] ?? '' })));
  const named = first.findIndex((cell) => PHONE_HEADERS.includes(cell.toLowerCase()));
  const phoneColumn = named >= 0 ? named : 0;
  const columns = first
    .map((name, index) => ({ name, index }))
    .filter((column) => column.index !== phoneColumn && column.name !== '');
  const names = [
    ...new Set(
      columns.flatMap((column) => (ALIASES[column.name] ? [column.name, ALIASES[column.name]!] : [column.name])),
    ),
  ];
  const entries = rows.slice(1).map((row) => {
    const phone = row[phoneColumn] ?? '';
    if (columns.length === 0) return { phone };
    const variables: Record<string, string> = {};
    for (const column of columns) {
      const value = cellValue(row[column.index] ?? '');
      variables[column.name] = value;
      const alias = ALIASES[column.name];
      if (alias) variables[alias] = value;
    }
    return { phone, variables };
  });
  return collect(entries, names);
}

/** Pasted and file recipients together; a number in both is sent once (the file's, with its values). */
export function mergeRecipients(file: ParsedRecipients, pasted: ParsedRecipients): ParsedRecipients {
  const merged = collect([...file.recipients, ...pasted.recipients], file.variableNames);
  return {
    ...merged,
    duplicateCount: merged.duplicateCount + file.duplicateCount + pasted.duplicateCount,
    invalid: [...file.invalid, ...pasted.invalid],
  };
}
