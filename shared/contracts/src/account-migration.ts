import { z } from 'zod';
import { LoginId } from './account-fields';

/** POST /api/account/migration/bizplus: moves an account of the older product (비즈플러스) once. */
export const BizplusMigrationRequest = z.object({
  legacyId: z.string().trim().min(1, '기존 서비스 아이디를 입력해 주세요.').max(50, '아이디가 너무 길어요.'),
  legacyPassword: z.string().min(1, '기존 서비스 비밀번호를 입력해 주세요.').max(128, '비밀번호가 너무 길어요.'),
  /** The login id in this console; empty means "keep the old id" (when it fits our rules and is free). */
  newLoginId: z.union([z.literal(''), LoginId]).optional(),
});
export type BizplusMigrationRequest = z.input<typeof BizplusMigrationRequest>;

export const BizplusMigrationAnswer = z.object({
  loginId: z.string(),
  businessName: z.string(),
  teamName: z.string(),
  contactCount: z.number().int(),
});
export type BizplusMigrationAnswer = z.infer<typeof BizplusMigrationAnswer>;

export const ALREADY_MIGRATED = '이미 이전한 계정이에요.';
