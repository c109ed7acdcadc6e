import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of a field error at a dotted path, or of a list's own error (its root or message). */
export const errorAt = <T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined => {
  const found = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return found?.message ?? found?.root?.message;
};
