import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@console/platform/api-error';

/**
 * Shows a server's 400/409 answer in place: each field error under its field (the server names
 * fields with the same dotted paths as the form, e.g. business.registrationNumber). Answers the
 * message to show above the form when no field of the form was named, or null.
 */
export function setServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error)) return String(error);
  const known = error.fieldErrors.filter((e) => fields.includes(e.field));
  known.forEach((e, index) => form.setError(e.field as Path<T>, { message: e.message }, { shouldFocus: index === 0 }));
  return known.length > 0 ? null : error.message;
}
