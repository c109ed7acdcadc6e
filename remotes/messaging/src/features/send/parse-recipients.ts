import { isRecipientNumber, normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { SendRecipient } from '@console/contracts/send-requests';

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

const cells = (line: string): string[] => line.split(/[,\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

/**
 * A .txt or .csv file: the number in the first column of each line. When the first line is a
 * header (its first cell is not a number), the other columns are variables named by that header.
 */
export function parseRecipientFile(text: string): ParsedRecipients {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const first = lines[0] ? cells(lines[0]) : [];
  const hasHeader = first.length > 0 && !/\d{4}/.test(first[0] ?? '');
  if (!hasHeader) return collect(lines.map((line) => ({ phone: cells(line)[0] ?? '' })));
  const names = first.slice(1).filter((name) => name !== '');
  const entries = lines.slice(1).map((line) => {
    const [phone = '', ...values] = cells(line);
    if (names.length === 0) return { phone };
    return { phone, variables: Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])) };
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
