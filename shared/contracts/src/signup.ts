import { z } from 'zod';
import { Email, LoginId } from './account-fields';
import { BusinessRegistration } from './business';
import { NewPassword, withPasswordChecks } from './password-rules';

/** A verified identity is good for one sign-up within this many minutes. */
export const IDENTITY_TOKEN_TTL_MINUTES = 10;
/** The popup's message to its opener: `{ type, token }` or `{ type, error }` (same origin only). */
export const IDENTITY_CHECK_MESSAGE_TYPE = 'identity-check';
/** Error codes the identity-check popup returns instead of a token. */
export const IdentityCheckError = z.enum(['FAILED', 'CANCELLED']);
export type IdentityCheckError = z.infer<typeof IdentityCheckError>;
/** The simulated provider fails this test number like a real one ("본인인증에 실패했어요"). */
export const IDENTITY_CHECK_FAILING_MOBILE = '01000000000';

export const IdentityToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, '본인인증을 다시 해 주세요.');

/** GET /api/account/identity-checks/:token: who was verified (without using the token up). */
export const VerifiedIdentity = z.object({
  name: z.string(),
  /** Masked: 010-****-5678. */
  mobile: z.string(),
  birthDate: z.string(),
  expiresAt: z.string(),
});
export type VerifiedIdentity = z.infer<typeof VerifiedIdentity>;

/** The terms a new account agrees to; terms and privacy are required, marketing is optional. */
export const SignupAgreements = z.object({
  terms: z.literal(true, { message: '이용약관에 동의해 주세요.' }),
  privacy: z.literal(true, { message: '개인정보 수집·이용에 동의해 주세요.' }),
  marketing: z.boolean().default(false),
});
export type SignupAgreements = z.input<typeof SignupAgreements>;

/**
 * POST /api/account/signup: the master's account and the business in one step. The master's name
 * and mobile are the verified identity's, so the form does not ask for them.
 */
export const SignupRequest = withPasswordChecks(
  z.object({
    identityToken: IdentityToken,
    loginId: LoginId,
    password: NewPassword,
    passwordConfirm: z.string().min(1, '비밀번호를 한 번 더 입력해 주세요.'),
    email: Email,
    business: BusinessRegistration,
    agreements: SignupAgreements,
  }),
  { password: 'password', confirm: 'passwordConfirm', loginIdField: 'loginId' },
);
export type SignupRequest = z.input<typeof SignupRequest>;

export const SignupAnswer = z.object({ userSeq: z.number().int(), loginId: z.string(), businessName: z.string() });
export type SignupAnswer = z.infer<typeof SignupAnswer>;

/** GET /api/account/login-id-availability?loginId= */
export const LoginIdAvailabilityQuery = z.object({ loginId: LoginId });
export const LoginIdAvailability = z.object({ loginId: z.string(), available: z.boolean() });
export type LoginIdAvailability = z.infer<typeof LoginIdAvailability>;

export const LOGIN_ID_TAKEN = '이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.';
