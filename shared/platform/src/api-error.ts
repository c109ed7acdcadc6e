import type { FieldError } from '@console/contracts/api-envelope';

/** An answer that was not a success, or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly resultCode: number | null = null,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }

  /** The Korean message for one field, for forms that show errors in place. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
