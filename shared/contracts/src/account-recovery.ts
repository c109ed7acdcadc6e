import { z } from 'zod';
import { Email, PersonName } from './account-fields';
import { NewPassword, withPasswordChecks } from './password-rules';
import { IdentityToken } from './signup';

/** A password reset link (or identity check) lets its holder set a new password once, within this window. */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 30;
/**
 * Find-id and password-reset requests are counted over this window: per subject (the login id or
 * e-mail asked about, matched or not) and per IP. The server counts in its database.
 */
export const RECOVERY_WINDOW_MINUTES = 60;
export const RECOVERY_MAX_PER_SUBJECT = 5;
export const RECOVERY_MAX_PER_IP = 20;

/** A login id as typed on a recovery form: not checked against today's id rules (older ids exist). */
export const RecoveryLoginId = z
  .string()
  .trim()
  .min(1, '아이디를 입력해 주세요.')
  .max(50, '아이디는 50자 이하로 입력해 주세요.');

/** The token of a reset link (the part after #token=), or the one an identity check hands back. */
export const PasswordResetToken = z
  .string({ message: '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 열어 주세요.' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 열어 주세요.');

export const PASSWORD_RESET_TOKEN_INVALID =
  '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 재설정을 다시 요청해 주세요.';

/** POST /api/account/find-id/email: the ids go by e-mail; the answer is the same whether any matched. */
export const FindIdByEmailRequest = z.object({ name: PersonName, email: Email });
export type FindIdByEmailRequest = z.input<typeof FindIdByEmailRequest>;

/** POST /api/account/find-id/identity: the identity is proven, so its ids are shown (masked). */
export const FindIdByIdentityRequest = z.object({ identityToken: IdentityToken });
export type FindIdByIdentityRequest = z.infer<typeof FindIdByIdentityRequest>;

export const FoundLoginId = z.object({
  /** e.g. han***ster */
  maskedLoginId: z.string(),
  createdAt: z.string(),
});
export type FoundLoginId = z.infer<typeof FoundLoginId>;

export const FindIdByIdentityAnswer = z.object({ ids: z.array(FoundLoginId) });
export type FindIdByIdentityAnswer = z.infer<typeof FindIdByIdentityAnswer>;

/** The answer of every request that must not tell whether anything matched. */
export const RecoveryAccepted = z.object({ accepted: z.literal(true) });
export type RecoveryAccepted = z.infer<typeof RecoveryAccepted>;

/** POST /api/account/password-reset/email: a link goes to the e-mail when it is the id's. */
export const PasswordResetByEmailRequest = z.object({ loginId: RecoveryLoginId, email: Email });
export type PasswordResetByEmailRequest = z.input<typeof PasswordResetByEmailRequest>;

/** POST /api/account/password-reset/identity: the id and a fresh identity check of its owner. */
export const PasswordResetByIdentityRequest = z.object({ loginId: RecoveryLoginId, identityToken: IdentityToken });
export type PasswordResetByIdentityRequest = z.infer<typeof PasswordResetByIdentityRequest>;

export const PASSWORD_RESET_IDENTITY_MISMATCH =
  '아이디와 본인인증 정보가 맞는 계정을 찾지 못했어요. 아이디를 확인하고 다시 시도해 주세요.';

/** POST /api/account/password-reset/token: whose password a token resets, and until when. */
export const PasswordResetTokenRequest = z.object({ token: PasswordResetToken });
export const PasswordResetTicket = z.object({
  token: z.string(),
  loginId: z.string(),
  expiresAt: z.string(),
});
export type PasswordResetTicket = z.infer<typeof PasswordResetTicket>;

/**
 * POST /api/account/password-reset: the new password, with the rules of every account. Made for
 * one login id (the password may not contain it), like the password change.
 */
export const passwordResetSchema = (loginId: string) =>
  withPasswordChecks(
    z.object({
      token: PasswordResetToken,
      newPassword: NewPassword,
      newPasswordConfirm: z.string().min(1, '새 비밀번호를 한 번 더 입력해 주세요.'),
    }),
    { password: 'newPassword', confirm: 'newPasswordConfirm', loginId },
  );
export type PasswordResetRequest = z.infer<ReturnType<typeof passwordResetSchema>>;
