import type { FieldError } from '@console/contracts/api-envelope';
import { BULK_TEMPLATE_COLUMNS, type BulkTemplateReport, type BulkTemplateRow } from '@console/contracts/kakao';

const LABEL_BY_KEY = new Map<string, string>(BULK_TEMPLATE_COLUMNS.map((column) => [column.key, column.label]));

/**
 * The column of the file a problem's field points at, as the file's header names it: `code` ->
 * 템플릿 코드, `buttons.0.name` -> 버튼1 이름. Null for fields with no column of their own.
 */
export function bulkFieldLabel(field: string): string | null {
  const button = /^buttons\.(\d+)\.(\w+)$/.exec(field);
  if (button) {
    const part = button[2]!;
    return LABEL_BY_KEY.get(`button${Number(button[1]) + 1}${part[0]!.toUpperCase()}${part.slice(1)}`) ?? null;
  }
  return LABEL_BY_KEY.get(field) ?? null;
}

const ROW_FIELD = /^rows\.(\d+)\.(.+)$/;

/**
 * The report a refused registration implies (400 with `rows.N.field` errors, N 1-based): rows can have
 * changed since the dry run (another user took a code), so the table shows the answer of the real run.
 */
export function reportFromFieldErrors(rows: BulkTemplateRow[], errors: FieldError[]): BulkTemplateReport | null {
  const byRow = new Map<number, { field: string; message: string }[]>();
  for (const error of errors) {
    const match = ROW_FIELD.exec(error.field);
    if (!match) continue;
    const row = Number(match[1]);
    byRow.set(row, [...(byRow.get(row) ?? []), { field: match[2]!, message: error.message }]);
  }
  if (byRow.size === 0) return null;
  const report = rows.map((cells, index) => ({
    row: index + 1,
    code: cells[LABEL_BY_KEY.get('code')!] ?? cells.code ?? '',
    problems: byRow.get(index + 1) ?? [],
  }));
  return { rows: report, validCount: report.filter((row) => row.problems.length === 0).length, registered: [] };
}
