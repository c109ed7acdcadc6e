import { z } from 'zod';
import { PRICES_KRW } from './prices';
import { BrandTemplate, SenderProfile } from './kakao';
import { KakaoSendFields, kakaoRequestIssues } from './kakao-send-fields';

/**
 * Brand message send requests (DOMAIN.md "KakaoTalk brand messages"): advertising to channel friends
 * or marketing-consenting users, never at night, with an optional advertising SMS/LMS fallback.
 */

/** I: channel friends only; M: users with marketing consent; N: consent minus friends (DOMAIN.md). */
export const BrandTargeting = z.enum(['I', 'M', 'N']);
export type BrandTargeting = z.infer<typeof BrandTargeting>;
export const brandPriceKrw = (targeting: BrandTargeting): number =>
  targeting === 'I' ? PRICES_KRW.BRAND_MESSAGE_FRIENDS : PRICES_KRW.BRAND_MESSAGE_OTHERS;

/** Kakao blocks brand messages from 20:50 to 08:00 (KST). */
export const BRAND_NIGHT = { startMinutes: 20 * 60 + 50, endMinutes: 8 * 60 } as const;
export const BRAND_NIGHT_MESSAGE =
  '브랜드 메시지는 20:50부터 다음 날 08:00까지 보낼 수 없어요. 08:00 이후로 예약해 주세요.';
export const isBrandMessageNight = (instant: Date): boolean => {
  const kst = new Date(instant.getTime() + 9 * 3_600_000);
  const minutes = kst.getUTCHours() * 60 + kst.getUTCMinutes();
  return minutes >= BRAND_NIGHT.startMinutes || minutes < BRAND_NIGHT.endMinutes;
};

const BrandSendFields = KakaoSendFields.extend({
  targeting: BrandTargeting.default('I'),
  /** Brand messages are advertising: a fallback SMS/LMS is the sender's own advertising text (CUSTOM). */
  fallback: z.enum(['NONE', 'CUSTOM']).default('NONE'),
});
export type BrandMessageSendRequestCreate = z.infer<typeof BrandSendFields>;

export const buildBrandMessageSendRequestSchema = (now: () => Date = () => new Date()) =>
  BrandSendFields.superRefine((request, context) => {
    // The fallback is the sender's own advertising text (CUSTOM).
    const issue = kakaoRequestIssues(request, context, now(), { advertising: true });
    const sendAt = request.reserveAt ? new Date(request.reserveAt) : now();
    if (isBrandMessageNight(sendAt)) issue('reserveAt', BRAND_NIGHT_MESSAGE);
  });
export const BrandMessageSendRequestCreate = buildBrandMessageSendRequestSchema();

/** GET /api/team/kakao/brand-send-options. */
export const BrandMessageSendOptions = z.object({
  senderProfiles: z.array(SenderProfile),
  templates: z.array(BrandTemplate),
  senderNumbers: z.array(z.string()),
});
export type BrandMessageSendOptions = z.infer<typeof BrandMessageSendOptions>;
