import { useState } from 'react';
import type { z } from 'zod';

/** The first message of each top-level field of a failed check, as a filter shows it under the field. */
export function issuesByField(error: z.ZodError | undefined): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}

/**
 * A list's filters as the user sets them, checked in place with the contract's query schema (the one
 * the server validates with). A list that shows its results for a submitted query uses it: `edit`
 * changes the draft only (typed dates), `apply` changes it and submits at once (a unit, a quick range,
 * a select). Only a valid query reaches `onSubmit`; an invalid draft keeps its messages in `errors`.
 * A draft of a few fields needs no form library: the billing usage, statistics and Kakao statistics
 * filters are this, as the history lists' URL filters are a query checked the same way.
 */
export function useQueryDraft<Schema extends z.ZodType, Draft extends z.input<Schema> & object>(
  schema: Schema,
  value: Draft,
  onSubmit: (query: z.output<Schema>) => void,
) {
  const [draft, setDraft] = useState<Draft>(value);
  const errors = issuesByField(schema.safeParse(draft).error);
  const edit = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  /** Sets the changes and submits the draft when it is valid; false when it is not (nothing sent). */
  const apply = (changes: Partial<Draft> = {}): boolean => {
    const next = { ...draft, ...changes };
    setDraft(next);
    const checked = schema.safeParse(next);
    if (checked.success) onSubmit(checked.data);
    return checked.success;
  };
  return { draft, errors, edit, apply };
}
