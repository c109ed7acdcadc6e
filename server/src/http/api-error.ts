import { ResultCode, type FieldError } from '@console/contracts/api-envelope';

/**
 * An error whose status and Korean message are safe to show. Anything else that is thrown becomes
 * a 500 with a generic message (see plugins/app/error-handler.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly resultCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Extra headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The SPEC 8 catalogue: the status tells the client what to do; the message is for the user.
export const expiredToken = () =>
  new ApiError(401, ResultCode.UNAUTHENTICATED, '인증이 만료되었어요. 다시 시도해 주세요.');
export const sessionInvalid = (message = '로그인 세션이 만료되었어요. 다시 로그인해 주세요.') =>
  new ApiError(403, ResultCode.FORBIDDEN, message);
export const roleNotAllowed = () =>
  new ApiError(455, ResultCode.ROLE_NOT_ALLOWED, '접근 권한이 없어요. 이 메뉴를 사용할 수 있는 권한이 아니에요.');
export const teamNotAllowed = () =>
  new ApiError(499, ResultCode.TEAM_NOT_ALLOWED, '팀 스페이스 권한이 없어요. (Not allowed)');
export const notFound = (message = '요청한 정보를 찾을 수 없어요.') => new ApiError(404, ResultCode.NOT_FOUND, message);
export const conflict = (message: string) => new ApiError(409, ResultCode.CONFLICT, message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, ResultCode.RATE_LIMITED, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const invalidInput = (errors: FieldError[], message = '입력한 내용을 다시 확인해 주세요.') =>
  new ApiError(400, ResultCode.VALIDATION, message, errors);
/** One invalid field, with the field's message as the answer's message too. */
export const invalidField = (field: string, message: string) => invalidInput([{ field, message }], message);
