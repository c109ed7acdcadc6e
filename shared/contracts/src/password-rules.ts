import { z } from 'zod';

/** Password rules of every account (sign-up, invitation sign-up, password change). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** At least this many of the four kinds: upper case, lower case, digits, symbols. */
export const PASSWORD_MIN_KINDS = 3;

export const PASSWORD_RULES = ['length', 'kinds', 'characters', 'noLoginId'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Korean messages of the rules, shown in place when a rule is broken. */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  length: `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 ${PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`,
  kinds: `영문 대문자, 영문 소문자, 숫자, 특수문자 중 ${PASSWORD_MIN_KINDS}가지 이상을 섞어 주세요.`,
  characters: '비밀번호에는 공백과 한글 없이 영문, 숫자, 특수문자만 쓸 수 있어요.',
  noLoginId: '비밀번호에 아이디를 넣을 수 없어요.',
};

const KIND_PATTERNS = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** How many of the four kinds of characters the password mixes. */
export const passwordKinds = (password: string): number =>
  KIND_PATTERNS.filter((pattern) => pattern.test(password)).length;

/** Which rules the password keeps (true) or breaks (false); the screens show the list live. */
export function checkPasswordRules(password: string, loginId = ''): Record<PasswordRule, boolean> {
  const id = loginId.trim().toLowerCase();
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    kinds: passwordKinds(password) >= PASSWORD_MIN_KINDS,
    // Printable ASCII without the space: what every keyboard layout can type again at login.
    characters: password.length > 0 && /^[\x21-\x7e]+$/.test(password),
    noLoginId: id.length === 0 || !password.toLowerCase().includes(id),
  };
}

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string, loginId = ''): string | null {
  const checks = checkPasswordRules(password, loginId);
  const broken = PASSWORD_RULES.find((rule) => !checks[rule]);
  return broken ? PASSWORD_RULE_MESSAGES[broken] : null;
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/** A rough strength for the meter: rules kept, then length and variety beyond the minimum. */
export function passwordStrength(password: string, loginId = ''): PasswordStrength {
  if (passwordProblem(password, loginId)) return 'weak';
  const score = passwordKinds(password) + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 5) return 'strong';
  return score >= 4 ? 'good' : 'fair';
}

/** A new password without the login-id rule (that one needs the id: see refinePasswordAgainstLoginId). */
export const NewPassword = z
  .string()
  .min(1, '비밀번호를 입력해 주세요.')
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

type Fields = Record<string, unknown>;
const textAt = (value: unknown, key: string): string | null => {
  const field = value && typeof value === 'object' ? (value as Fields)[key] : undefined;
  return typeof field === 'string' ? field : null;
};

/**
 * The checks across fields of a form with a new password: not containing the login id (taken from
 * the `loginId` field, or given), and the confirmation matching. They run even while other fields are
 * still invalid (zod's `when`), so the form shows every problem at once.
 */
export function withPasswordChecks<S extends z.ZodType<Fields>>(
  schema: S,
  fields: { password: string; confirm: string; loginIdField?: string; loginId?: string },
) {
  const bothText = (value: unknown, keys: string[]) => keys.every((key) => textAt(value, key) !== null);
  return schema
    .refine(
      (body) =>
        checkPasswordRules(
          String(body[fields.password]),
          fields.loginId ?? String(body[fields.loginIdField ?? ''] ?? ''),
        ).noLoginId,
      {
        path: [fields.password],
        message: PASSWORD_RULE_MESSAGES.noLoginId,
        when: (payload) =>
          bothText(payload.value, fields.loginIdField ? [fields.password, fields.loginIdField] : [fields.password]),
      },
    )
    .refine((body) => !body[fields.confirm] || body[fields.password] === body[fields.confirm], {
      path: [fields.confirm],
      message: PASSWORD_CONFIRM_MISMATCH,
      when: (payload) => bothText(payload.value, [fields.password, fields.confirm]),
    });
}

export const PASSWORD_CONFIRM_MISMATCH = '비밀번호가 서로 달라요. 다시 확인해 주세요.';
