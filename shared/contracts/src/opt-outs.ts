import { z } from 'zod';
import { PhoneNumberField } from './messaging';

/**
 * The team's 080 opt-out list: numbers that never receive advertising messages (DOMAIN.md). They
 * come in by hand (MANUAL), by a pasted or uploaded list (BULK), or by an MO opt-out request (MO).
 */
export const OptOutSource = z.enum(['MANUAL', 'BULK', 'MO']);
export type OptOutSource = z.infer<typeof OptOutSource>;

export const OptOut = z.object({
  seq: z.number().int(),
  /** Digits only. */
  phone: z.string(),
  source: OptOutSource,
  createdAt: z.string(),
});
export type OptOut = z.infer<typeof OptOut>;

/** GET /api/team/opt-outs?q&page&size: q matches any part of the number (hyphens ignored). */
export const OptOutQuery = z.object({
  q: z
    .string()
    .trim()
    .max(20, '검색어는 20자까지 입력할 수 있어요.')
    .transform((value) => value.replace(/[\s\-.()]/g, ''))
    .refine((value) => /^\d*$/.test(value), '번호는 숫자와 하이픈(-)만 입력할 수 있어요.')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OptOutQuery = z.input<typeof OptOutQuery>;

/** POST /api/team/opt-outs */
export const OptOutAddRequest = z.object({ phone: PhoneNumberField });
export type OptOutAddRequest = z.input<typeof OptOutAddRequest>;

/** Numbers one bulk request may hold (one a line). */
export const OPT_OUT_BULK_MAX_LINES = 10_000;

/** POST /api/team/opt-outs/bulk: numbers one a line, pasted or read from a file. */
export const OptOutBulkRequest = z.object({
  text: z
    .string({ message: '번호를 입력해 주세요.' })
    .refine((text) => text.trim().length > 0, '번호를 입력해 주세요.')
    .refine(
      (text) => splitOptOutLines(text).length <= OPT_OUT_BULK_MAX_LINES,
      `한 번에 ${OPT_OUT_BULK_MAX_LINES.toLocaleString('ko-KR')}개까지 등록할 수 있어요.`,
    ),
});
export type OptOutBulkRequest = z.infer<typeof OptOutBulkRequest>;

/** The non-empty lines of a bulk text, each with its 1-based line number. */
export function splitOptOutLines(text: string): { line: number; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((value, index) => ({ line: index + 1, value: value.trim() }))
    .filter((entry) => entry.value.length > 0);
}

export const OptOutBulkError = z.object({ line: z.number().int(), value: z.string(), message: z.string() });
export type OptOutBulkError = z.infer<typeof OptOutBulkError>;

export const OptOutBulkAnswer = z.object({
  added: z.number().int(),
  /** Already on the list, or repeated within the request: skipped. */
  duplicates: z.number().int(),
  errors: z.array(OptOutBulkError),
});
export type OptOutBulkAnswer = z.infer<typeof OptOutBulkAnswer>;
