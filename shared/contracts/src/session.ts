import { z } from 'zod';

import { BASE_ROLES, ROLES } from './roles';

// Re-exported by name (the server's loader does not follow `export *`): the importers of these
// helpers predate roles.ts.
export { BASE_ROLES, baseRoleOf, isWithdrawalRequested, roleAllows, roleRank } from './roles';

export const BaseRole = z.enum(BASE_ROLES);
export type BaseRole = z.infer<typeof BaseRole>;

/** A role ending in DWT means the account asked for withdrawal (SPEC 3, 6). */
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const YesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNo>;

export const BusinessType = z.enum(['NORMAL', 'VALUE_ADDED_PROVIDER']);
export type BusinessType = z.infer<typeof BusinessType>;

export const SessionUser = z.object({
  userSeq: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  /** The business passed verification. */
  verified: z.boolean(),
  /** ISO date-time of the verification, null while unverified. */
  verificationDate: z.string().nullable(),
  business: z.object({ bizSeq: z.number().int(), name: z.string(), type: BusinessType }),
  /** Value-added telecom providers: approve N until the sales contract is confirmed. */
  provider: z.object({ approve: YesNo, alert: YesNo }).nullable(),
  twoStepLogin: z.boolean(),
  /** On the server's RELEASE_MANAGERS allow-list: may open /console/releases and override remotes. */
  releaseManager: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const AccessToken = z.object({ token: z.string(), expiresAt: z.string() });
export type AccessToken = z.infer<typeof AccessToken>;

/** GET /api/_auth/session answer: user null means logged out. */
export const SessionAnswer = z.object({
  user: SessionUser.nullable(),
  accessToken: AccessToken.nullable(),
  /** True after the password step when the security code is still required. */
  securityCodeRequired: z.boolean().default(false),
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const LoginRequest = z.object({
  id: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디는 50자 이하로 입력해 주세요.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(128, '비밀번호가 너무 길어요.'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginAnswer = z.object({
  securityCodeRequired: z.boolean(),
  /** Masked destination of the code, e.g. "010-****-5678", when a code is required. */
  codeSentTo: z.string().nullable(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SECURITY_CODE_LENGTH = 6;
export const SecurityLoginRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '보안코드 6자리 숫자를 입력해 주세요.'),
});
export type SecurityLoginRequest = z.infer<typeof SecurityLoginRequest>;

/** POST /api/auth/user: the client sets only these flags (SPEC 4). */
export const UserUpdateRequest = z.object({
  user: z.object({
    verified: z.boolean().optional(),
    provider: z.object({ approve: YesNo.optional(), alert: YesNo.optional() }).optional(),
  }),
});
export type UserUpdateRequest = z.infer<typeof UserUpdateRequest>;

export const VerifyStatusAnswer = z.object({
  code: z.union([z.literal(1000), z.literal(1001)]),
  verificationDate: z.string().nullable(),
});
export type VerifyStatusAnswer = z.infer<typeof VerifyStatusAnswer>;
