import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

export interface ShowServerErrorsOptions {
  /**
   * Where a nested field error goes: `path` (default) under its own path, e.g. "allowedIps.2" on the
   * third row of a field array; `root` under the form field it belongs to, e.g. "recipients.2.phone"
   * under a recipients text area.
   */
  placeAt?: 'path' | 'root';
  /** Focus the first field that got an error. */
  focus?: boolean;
}

/**
 * Shows a failed submission in place: each field error of a 400/409 answer under its field (when the
 * form has that field; the server names fields with the form's dotted paths), anything else as the
 * form's own message. Answers that message, or null when every error found its field.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly string[],
  { placeAt = 'path', focus = false }: ShowServerErrorsOptions = {},
): string | null {
  if (!isApiError(error)) return String(error);
  let unplaced = error.fieldErrors.length === 0;
  let placed = 0;
  for (const fieldError of error.fieldErrors) {
    const root = fieldError.field.split('.')[0] ?? '';
    if (fields.includes(fieldError.field) || fields.includes(root)) {
      const at = (placeAt === 'root' && fields.includes(root) ? root : fieldError.field) as Path<T>;
      setError(at, { type: 'server', message: fieldError.message }, { shouldFocus: focus && placed === 0 });
      placed += 1;
    } else unplaced = true;
  }
  return unplaced ? error.message : null;
}
