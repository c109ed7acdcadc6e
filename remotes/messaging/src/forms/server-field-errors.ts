import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@console/platform/api-error';

/**
 * Shows a failed submission in place: each field error of a 400 under its field (when the form
 * has that field), anything else as the form's own message. Answers that message, or null when
 * every error found its field.
 */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly Path<T>[]): string | null {
  if (!isApiError(error)) return String(error);
  let unplaced = error.fieldErrors.length === 0;
  for (const fieldError of error.fieldErrors) {
    // "recipients.2.phone" belongs to the recipients field.
    const root = (fieldError.field.split('.')[0] ?? '') as Path<T>;
    if (fields.includes(root)) setError(root, { type: 'server', message: fieldError.message });
    else unplaced = true;
  }
  return unplaced ? error.message : null;
}
