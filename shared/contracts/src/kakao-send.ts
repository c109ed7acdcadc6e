import { z } from 'zod';
import { PRICES_KRW } from './prices';
import { AlimtalkTemplate, countKakaoChars, KAKAO_LIMITS, SenderProfile } from './kakao';
import { KakaoSendFields, kakaoRequestIssues } from './kakao-send-fields';
import { VARIABLE_PATTERN } from './message-limits';

/**
 * Alimtalk send requests (DOMAIN.md "KakaoTalk alimtalk"): an active sender profile, an approved
 * template of it, every variable filled per recipient, and an optional SMS/LMS fallback from the
 * template's filled text or a text of the sender's own, from an approved sender number.
 */

export const ALIMTALK_PRICE_KRW = PRICES_KRW.ALIMTALK;

export const KAKAO_TEMPLATE_NOT_APPROVED = '승인된 템플릿만 발송할 수 있어요.';
export const KAKAO_PROFILE_NOT_ACTIVE = '정상 상태의 발신 프로필로만 보낼 수 있어요.';
export const KAKAO_TEMPLATE_MISMATCH =
  '승인된 알림톡 템플릿과 내용이 일치하지 않아요. 템플릿의 고정 문구는 그대로 두고 #{변수} 자리만 바꿔 주세요.';

/** NONE: failures stay failed; TEMPLATE: the template's filled text goes as SMS/LMS; CUSTOM: fallbackText. */
export const AlimtalkFallback = z.enum(['NONE', 'TEMPLATE', 'CUSTOM']);
export type AlimtalkFallback = z.infer<typeof AlimtalkFallback>;

const AlimtalkSendFields = KakaoSendFields.extend({
  fallback: AlimtalkFallback.default('NONE'),
});
export type AlimtalkSendRequestCreate = z.infer<typeof AlimtalkSendFields>;

export const buildAlimtalkSendRequestSchema = (now: () => Date = () => new Date()) =>
  AlimtalkSendFields.superRefine((request, context) => {
    kakaoRequestIssues(request, context, now(), { advertising: false });
  });
export const AlimtalkSendRequestCreate = buildAlimtalkSendRequestSchema();

/**
 * The legacy form (`/send/legacy_alimtalk`, and older integrations): the sender writes the whole
 * text; the server finds the profile's approved template it matches (by code when given).
 */
const LegacyAlimtalkFields = z.object({
  senderProfileSeq: KakaoSendFields.shape.senderProfileSeq,
  templateCode: z.string().trim().max(KAKAO_LIMITS.templateCodeMax).optional(),
  content: z
    .string({ message: '보낼 내용을 입력해 주세요.' })
    .refine((v) => v.trim().length > 0, '보낼 내용을 입력해 주세요.')
    .refine(
      (v) => countKakaoChars(v) <= KAKAO_LIMITS.contentMax,
      `알림톡은 ${KAKAO_LIMITS.contentMax.toLocaleString('ko-KR')}자까지 보낼 수 있어요.`,
    ),
  recipients: KakaoSendFields.shape.recipients,
  reserveAt: KakaoSendFields.shape.reserveAt,
  fallback: AlimtalkFallback.default('NONE'),
  fallbackText: KakaoSendFields.shape.fallbackText,
  senderNumber: KakaoSendFields.shape.senderNumber,
});
export type LegacyAlimtalkSendRequestCreate = z.infer<typeof LegacyAlimtalkFields>;

export const buildLegacyAlimtalkSendRequestSchema = (now: () => Date = () => new Date()) =>
  LegacyAlimtalkFields.superRefine((request, context) => {
    const issue = kakaoRequestIssues({ ...request, templateVariables: {} }, context, now(), { advertising: false });
    if (VARIABLE_PATTERN.test(request.content)) issue('content', '보낼 내용의 #{변수}를 실제 값으로 바꿔 주세요.');
    VARIABLE_PATTERN.lastIndex = 0;
  });
export const LegacyAlimtalkSendRequestCreate = buildLegacyAlimtalkSendRequestSchema();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a written text is the template with each #{variable} replaced by some value (the legacy match). */
export const matchesAlimtalkTemplate = (content: string, text: string): boolean => {
  const pieces = content.split(VARIABLE_PATTERN);
  // split with a capturing group alternates literal, name, literal, ...
  const pattern = pieces.map((piece, index) => (index % 2 === 0 ? escapeRegExp(piece) : '([\\s\\S]+?)')).join('');
  return new RegExp(`^${pattern}$`).test(text);
};

/** GET /api/team/kakao/send-options: active profiles, approved templates and approved sender numbers (every member may send). */
export const AlimtalkSendOptions = z.object({
  senderProfiles: z.array(SenderProfile),
  templates: z.array(AlimtalkTemplate),
  senderNumbers: z.array(z.string()),
});
export type AlimtalkSendOptions = z.infer<typeof AlimtalkSendOptions>;
