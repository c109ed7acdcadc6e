import { z } from 'zod';
import { countRcsChars } from './char-count';
import { requiredCountedText } from './counted-text';
import { isSenderNumber, normalizePhoneNumber } from './phone-numbers';
import { RCS_LIMITS, RcsReviewEvent, RcsReviewStatus } from './rcs-limits';

// The team's RCS brand and its chat rooms, apart from the templates (rcs.ts re-exports them by name),
// for the screens that only edit or send templates.

export const RCS_MOBILE_NUMBER_REFUSED =
  '010 휴대폰 번호는 RCS 대화방에 연결할 수 없어요. 유선 번호나 대표번호를 골라 주세요.';

/** A chat room number: a valid sender number that is not a mobile number (landline, 15XX/16XX/18XX, 0N0). */
export const isRcsChatRoomNumber = (raw: string): boolean => {
  const digits = normalizePhoneNumber(raw);
  return isSenderNumber(digits) && !/^01\d/.test(digits);
};

/** The text fields of POST /api/team/rcs/brand and .../resubmit (multipart; the logo is the part `logo`). */
export const RcsBrandFields = z.object({
  name: requiredCountedText(countRcsChars, '브랜드 이름을 입력해 주세요.', '브랜드 이름은', RCS_LIMITS.brandNameMax),
  description: requiredCountedText(
    countRcsChars,
    '브랜드 소개를 입력해 주세요.',
    '브랜드 소개는',
    RCS_LIMITS.brandDescriptionMax,
  ),
});
export type RcsBrandFields = z.infer<typeof RcsBrandFields>;

export const RCS_LOGO_REQUIRED = '브랜드 로고 이미지를 올려 주세요.';
export const RCS_IMAGE_TYPE_INVALID = 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.';
export const RCS_IMAGE_TOO_LARGE = `이미지는 ${RCS_LIMITS.imageMaxBytes / 1024 / 1024}MB까지 올릴 수 있어요.`;

export const RcsChatRoom = z.object({
  seq: z.number().int(),
  brandSeq: z.number().int(),
  callbackSeq: z.number().int(),
  /** Digits only. */
  senderNumber: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type RcsChatRoom = z.infer<typeof RcsChatRoom>;

/** GET /api/team/rcs/brand: the team's brand with its chat rooms, or null before registration. */
export const RcsBrand = z.object({
  seq: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** GET /api/team/rcs/images/:logoImageSeq answers the logo. */
  logoImageSeq: z.number().int(),
  status: RcsReviewStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  chatRooms: z.array(RcsChatRoom),
  history: z.array(RcsReviewEvent),
});
export type RcsBrand = z.infer<typeof RcsBrand>;

/** POST /api/team/rcs/chat-rooms */
export const RcsChatRoomBind = z.object({
  callbackSeq: z.coerce
    .number({ message: '연결할 발신번호를 골라 주세요.' })
    .int('연결할 발신번호를 골라 주세요.')
    .min(1, '연결할 발신번호를 골라 주세요.'),
});
export type RcsChatRoomBind = z.infer<typeof RcsChatRoomBind>;

/** What RCS sending reads: a chat room it may send from, with the brand name shown on the phone. */
export const RcsApprovedChatRoom = z.object({
  chatRoomSeq: z.number().int(),
  senderNumber: z.string(),
  brandName: z.string(),
});
export type RcsApprovedChatRoom = z.infer<typeof RcsApprovedChatRoom>;
