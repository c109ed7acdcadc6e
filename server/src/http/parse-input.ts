import type { z } from 'zod';
import { invalidInput } from './api-error';

// zod's own messages are English; a field without a Korean message from the contract gets this one.
const FALLBACK_FIELD_MESSAGE = '올바른 값이 아니에요.';

/**
 * Validates a request body, query or params with a contracts schema: the parsed value, or a 400
 * with one Korean message per invalid field. Bad input never reaches a handler as a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const field = fieldWithNul(result.data);
    if (field !== null)
      throw invalidInput([{ field: field || '(body)', message: '사용할 수 없는 문자가 들어 있어요.' }]);
    return result.data;
  }
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: koreanMessage(issue),
  }));
  throw invalidInput(errors);
}

function koreanMessage(issue: z.core.$ZodIssue): string {
  // Messages written in the contracts are Korean; zod's defaults contain no Hangul.
  if (/[가-힣]/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? '필수 입력 항목이에요.' : FALLBACK_FIELD_MESSAGE;
    case 'invalid_value':
      return '허용되지 않는 값이에요.';
    case 'too_small':
      return `${String(issue.minimum)} 이상이어야 해요.`;
    case 'too_big':
      return `${String(issue.maximum)} 이하여야 해요.`;
    default:
      return FALLBACK_FIELD_MESSAGE;
  }
}

/**
 * PostgreSQL text cannot hold U+0000: such input is refused here rather than failing in SQL. The
 * path is built only for the string found (a send to 100,000 recipients has 300,000 strings to look at).
 */
function fieldWithNul(value: unknown): string | null {
  const path = nulPath(value);
  return path === null ? null : path.reverse().join('.');
}

function nulPath(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value && typeof value === 'object') {
    for (const key in value) {
      const found = nulPath((value as Record<string, unknown>)[key]);
      if (found !== null) {
        found.push(key);
        return found;
      }
    }
  }
  return null;
}
