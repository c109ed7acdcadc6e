import type { DeliveryReport } from '../channel';

/**
 * Kakao result codes (the BizMessage center's, with our Korean reasons). Recipient-side failures fall
 * back to SMS/LMS when the request asked for it; a wrong number does not (an SMS would fail the same way).
 */
export const KAKAO_RESULTS = {
  NOT_KAKAO_USER: { delivered: false, code: '3019', reason: '카카오톡 사용자가 아니에요' },
  CHANNEL_BLOCKED: { delivered: false, code: '3018', reason: '받는 사람이 채널을 차단했어요' },
  TEMPLATE_MISMATCH: { delivered: false, code: '3016', reason: '템플릿이 승인 상태가 아니거나 내용이 일치하지 않아요' },
  PROFILE_UNUSABLE: { delivered: false, code: '3032', reason: '발신 프로필이 차단되었거나 휴면 상태예요' },
  WRONG_NUMBER: { delivered: false, code: '3008', reason: '전화번호가 올바르지 않아요 (결번)' },
  NOT_FRIEND: { delivered: false, code: '3025', reason: '채널 친구가 아니에요 (친구 대상 발송)' },
} as const satisfies Record<string, Omit<DeliveryReport, 'seq'>>;
export const KAKAO_NO_FALLBACK_CODES: ReadonlySet<string> = new Set([KAKAO_RESULTS.WRONG_NUMBER.code]);
