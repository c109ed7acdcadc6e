import { useCallback, useState } from 'react';
import { isApiError } from '@console/platform/api-error';

/** What the form reads of a contract's zod schema: its safeParse, nothing else. */
export interface ContractSchema<Out> {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] };
      };
}

export interface ContractFormOptions<Values, Out> {
  /** The form's values (texts as typed) turned into what the contract validates. */
  toInput(values: Values): unknown;
  /** Shown for a value of the wrong kind (an empty or non-numeric amount) when the schema words none. */
  typeMessage?: string;
  schema: ContractSchema<Out>;
}

/**
 * A small form state checked by a contract schema (CONVENTIONS.md habit 5): the same zod schema the
 * server validates with gives every message, in Korean, under its field (errors keyed by dotted path,
 * e.g. "autoTopUp.amountKrw"). A server answer's field errors land in the same place.
 */
export function useContractForm<Values extends object, Out>(
  initial: Values,
  { toInput, typeMessage, schema }: ContractFormOptions<Values, Out>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field's message goes; the others stay until the next check.
    setErrors((current) => {
      const prefix = String(field);
      const kept = Object.entries(current).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  /**
   * Checks the values against the form's schema (or a part of it, e.g. one step's `.pick(...)`): the
   * parsed input, or null with every message in place.
   */
  function validate(): Out | null;
  function validate<Part>(part: ContractSchema<Part>): Part | null;
  function validate(part: ContractSchema<unknown> = schema): unknown {
    const result = part.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const wrongKind = issue.code === 'invalid_type' && typeMessage;
      found[path] ??= wrongKind ? typeMessage : issue.message;
    }
    setErrors(found);
    return null;
  }

  /**
   * A failed submission in place: each field error the server named under its field, anything else
   * returned as the form's own message (null when every error found its field).
   */
  const showServerErrors = (error: unknown, fallback: string): string | null => {
    if (!isApiError(error)) return fallback;
    // The server names the contract's fields: those the form sends.
    const input = toInput(values);
    const sent = typeof input === 'object' && input !== null ? Object.keys(input) : [];
    const placed: Record<string, string> = {};
    let unplaced = error.fieldErrors.length === 0;
    for (const fieldError of error.fieldErrors) {
      if (sent.includes(fieldError.field.split('.')[0] ?? '')) placed[fieldError.field] = fieldError.message;
      else unplaced = true;
    }
    setErrors(placed);
    return unplaced ? error.message || fallback : null;
  };

  return { values, set, setValues, errors, setErrors, validate, showServerErrors };
}
