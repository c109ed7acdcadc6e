// KakaoTalk sender profiles (kakao.ts re-exports them).
import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { isRecipientNumber } from './phone-numbers';
import { KAKAO_LIMITS } from './kakao-limits';

/** ACTIVE sends; BLOCKED (by Kakao, with a reason) and DORMANT (unused for a year) cannot; DELETED is kept for history. */
export const SenderProfileStatus = z.enum(['ACTIVE', 'BLOCKED', 'DORMANT', 'DELETED']);
export type SenderProfileStatus = z.infer<typeof SenderProfileStatus>;

export const SenderProfile = z.object({
  seq: z.number().int(),
  channelId: z.string(),
  channelName: z.string(),
  senderKey: z.string(),
  /** The category's leaf code (11 digits) and its path for display. */
  category: z.string(),
  categoryName: z.string().nullable(),
  adminPhone: z.string().nullable(),
  status: SenderProfileStatus,
  /** Why it is blocked, dormant or deleted. */
  statusReason: z.string().nullable(),
  /** Set once a send used it: it can then no longer be deleted. */
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SenderProfile = z.infer<typeof SenderProfile>;

/** A step of a sender profile's life (registered, blocked, dormant, recovered, deleted). */
export const SenderProfileEvent = z.object({
  status: SenderProfileStatus,
  reason: z.string().nullable(),
  by: z.enum(['USER', 'KAKAO']),
  at: z.string(),
});
export type SenderProfileEvent = z.infer<typeof SenderProfileEvent>;

export const SenderProfileDetail = SenderProfile.extend({
  history: z.array(SenderProfileEvent),
  /** Approved alimtalk templates of this profile and all its templates. */
  templateCount: z.number().int(),
});
export type SenderProfileDetail = z.infer<typeof SenderProfileDetail>;

export const SenderProfileQuery = PageQuery.extend({
  status: SenderProfileStatus.optional(),
});
export type SenderProfileQuery = z.infer<typeof SenderProfileQuery>;

const channelId = z
  .string({ message: '카카오톡 채널 검색용 아이디를 입력해 주세요.' })
  .trim()
  .min(1, '카카오톡 채널 검색용 아이디를 입력해 주세요.')
  .refine(
    (value) => KAKAO_LIMITS.channelIdPattern.test(value),
    '검색용 아이디는 @로 시작해요. (예: @새싹상점, 공백 없이 30자까지)',
  );
const adminPhone = z
  .string({ message: '관리자 휴대폰 번호를 입력해 주세요.' })
  .trim()
  .min(1, '관리자 휴대폰 번호를 입력해 주세요.')
  .refine(isRecipientNumber, '관리자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.');

/** POST /api/team/kakao/sender-keys/token: Kakao sends a token to the channel's admin phone. */
export const SenderProfileTokenRequest = z.object({ channelId, adminPhone });
export type SenderProfileTokenRequest = z.infer<typeof SenderProfileTokenRequest>;

/** POST /api/team/kakao/sender-keys: the token from the admin phone activates the profile. */
export const SenderProfileCreate = z.object({
  channelId,
  adminPhone,
  categoryCode: z
    .string({ message: '카테고리를 선택해 주세요.' })
    .regex(/^\d{11}$/, '카테고리를 끝까지(세 단계) 선택해 주세요.'),
  token: z
    .string({ message: '인증번호를 입력해 주세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
export type SenderProfileCreate = z.infer<typeof SenderProfileCreate>;

/** POST /api/team/kakao/sender-keys/:seq/recover/token and .../recover: a dormant profile back with a token. */
export const SenderProfileRecover = z.object({
  token: z
    .string({ message: '인증번호를 입력해 주세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
export type SenderProfileRecover = z.infer<typeof SenderProfileRecover>;

/** POST /admin/api/kakao/sender-profiles/:seq/status: what Kakao did to a profile (block, dormant, unblock). */
export const SenderProfileStatusChange = z
  .object({
    status: z.enum(['ACTIVE', 'BLOCKED', 'DORMANT']),
    reason: z.string().trim().max(200, '사유는 200자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.status === 'ACTIVE' || !!body.reason, {
    message: '차단이나 휴면 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type SenderProfileStatusChange = z.infer<typeof SenderProfileStatusChange>;

/** The state names users read. */
export const SENDER_PROFILE_STATUS_LABEL: Record<SenderProfileStatus, string> = {
  ACTIVE: '정상',
  BLOCKED: '차단',
  DORMANT: '휴면',
  DELETED: '삭제',
};
