import { z } from 'zod';

/** Every answer of the server: `{ resultCode, resultData }`; success is 1000 (SPEC 7). */
export const RESULT_OK = 1000;
/** verify/status answers resultData.code 1001 for an unverified business (SPEC 4). */
export const RESULT_UNVERIFIED = 1001;

export interface ApiEnvelope<T> {
  resultCode: number;
  resultData: T;
  /** Korean, safe to show; present on errors. */
  message?: string;
  /** Present on validation errors (HTTP 400/422): one entry per invalid field. */
  errors?: FieldError[];
}

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Result codes of error answers; the HTTP status carries the SPEC 8 meaning. */
export const ResultCode = {
  OK: 1000,
  UNVERIFIED: 1001,
  VALIDATION: 4000,
  UNAUTHENTICATED: 4010,
  FORBIDDEN: 4030,
  NOT_FOUND: 4040,
  PAYMENT_REQUIRED: 4020,
  CONFLICT: 4090,
  RATE_LIMITED: 4290,
  ROLE_NOT_ALLOWED: 4550,
  TEAM_NOT_ALLOWED: 4990,
  SERVER_ERROR: 5000,
} as const;

/** The generic error enum of SPEC 8: 401 unauthenticated, 403 forbidden, E100 (unknown failure). */
export const GenericError = { UNAUTHENTICATED: 401, FORBIDDEN: 403, E100: 'E100' } as const;

/** Statuses the client handles specially (SPEC 8). */
export const HttpStatus = {
  EXPIRED_TOKEN: 401,
  SESSION_INVALID: 403,
  ROLE_NOT_ALLOWED: 455,
  TEAM_NOT_ALLOWED: 499,
} as const;

/** GET requests are retried once on these statuses (SPEC 7); other methods never. */
export const RETRYABLE_GET_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Paged list answer used by every list endpoint. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
