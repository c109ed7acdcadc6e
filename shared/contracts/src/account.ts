import { z } from 'zod';
import { Email, Mobile, PersonName } from './account-fields';
import { NewPassword, withPasswordChecks } from './password-rules';
import { Role } from './session';

/** GET /api/account/profile: the caller's own account. */
export const Profile = z.object({
  userSeq: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: Role,
  businessName: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** PUT /api/account/profile: the login id and the role are not the user's to change. */
export const ProfileUpdateRequest = z.object({ name: PersonName, email: Email, mobile: Mobile });
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/**
 * PUT /api/account/password. The new password may not contain the login id, so the schema is made
 * for one account: the form passes the session's login id, the server the caller's.
 */
export const passwordChangeSchema = (loginId: string) =>
  withPasswordChecks(
    z.object({
      currentPassword: z.string().min(1, '지금 쓰는 비밀번호를 입력해 주세요.').max(128, '비밀번호가 너무 길어요.'),
      newPassword: NewPassword,
      newPasswordConfirm: z.string().min(1, '새 비밀번호를 한 번 더 입력해 주세요.'),
    }),
    { password: 'newPassword', confirm: 'newPasswordConfirm', loginId },
  ).refine((body) => !body.newPassword || body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.newPassword === 'string' && typeof value.currentPassword === 'string';
    },
  });
export type PasswordChangeRequest = z.infer<ReturnType<typeof passwordChangeSchema>>;

/** GET /api/account/security */
export const SecuritySettings = z.object({
  twoStepLogin: z.boolean(),
  /** Where the security code goes, masked: 010-****-5678. */
  codeMobile: z.string(),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** PUT /api/account/security */
export const SecurityUpdateRequest = z.object({
  twoStepLogin: z.boolean({ message: '2단계 로그인 사용 여부를 선택해 주세요.' }),
  /** Required to turn two-step login off. */
  password: z.string().max(128, '비밀번호가 올바르지 않아요.').optional(),
});
export type SecurityUpdateRequest = z.infer<typeof SecurityUpdateRequest>;

/** What happened at one login attempt of the account. */
export const LoginResult = z.enum(['SUCCESS', 'CODE_SENT', 'WRONG_PASSWORD', 'UNKNOWN_ID', 'THROTTLED']);
export type LoginResult = z.infer<typeof LoginResult>;

/** GET /api/account/login-history?page&size: newest first. */
export const LoginHistoryItem = z.object({
  seq: z.number().int(),
  createdAt: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  result: LoginResult,
});
export type LoginHistoryItem = z.infer<typeof LoginHistoryItem>;

export const WITHDRAWAL_REASONS = ['NOT_USING', 'PRICE', 'FEATURES', 'OTHER_SERVICE', 'OTHER'] as const;
export const WithdrawalReason = z.enum(WITHDRAWAL_REASONS, { message: '탈퇴 사유를 선택해 주세요.' });
export type WithdrawalReason = z.infer<typeof WithdrawalReason>;
export const WITHDRAWAL_DETAIL_MAX = 500;

/** POST /api/account/withdrawal (master only): the password again and why. */
export const WithdrawalRequest = z
  .object({
    password: z.string().min(1, '비밀번호를 입력해 주세요.').max(128, '비밀번호가 너무 길어요.'),
    reason: WithdrawalReason,
    detail: z
      .string()
      .trim()
      .max(WITHDRAWAL_DETAIL_MAX, `자세한 사유는 ${WITHDRAWAL_DETAIL_MAX}자까지 입력할 수 있어요.`)
      .default(''),
  })
  .refine((body) => body.reason !== 'OTHER' || body.detail.length > 0, {
    path: ['detail'],
    message: '기타 사유를 입력해 주세요.',
  });
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;

/** POST /admin/api/users/:userSeq/withdrawal: the operator completes the request or rejects it with a reason. */
export const WithdrawalDecisionRequest = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('COMPLETE') }),
    z.object({
      decision: z.literal('REJECT'),
      reason: z
        .string()
        .trim()
        .min(1, '반려 사유를 입력해 주세요.')
        .max(500, '반려 사유는 500자까지 입력할 수 있어요.'),
    }),
  ],
  { message: 'decision은 COMPLETE나 REJECT여야 해요.' },
);
export type WithdrawalDecision = z.infer<typeof WithdrawalDecisionRequest>;

/** GET /api/account/withdrawal and the answers of POST/DELETE. */
export const WithdrawalState = z.object({
  requested: z.boolean(),
  requestedAt: z.string().nullable(),
  reason: WithdrawalReason.nullable(),
  detail: z.string().nullable(),
});
export type WithdrawalState = z.infer<typeof WithdrawalState>;
