import type { CarrierReport } from './carrier';

/**
 * The simulator's documented test range: 010-0000-0NXX fails (or never reports) by N; every other
 * number is delivered. Screens and journeys use these numbers to show each outcome.
 */
export const SIMULATOR_TEST_PREFIX = '0100000';
/** A test range as people read it: 010-0000-0NXX. */
export const simulatorTestRange = (digit: string | number): string => `010-0000-0${digit}XX`;
export const SIMULATOR_OUTCOMES: Record<string, CarrierReport | null> = {
  '0': { delivered: false, code: '3001', reason: '결번' },
  '1': { delivered: false, code: '3002', reason: '수신거부' },
  '2': { delivered: false, code: '3003', reason: '단말기 전원 꺼짐' },
  '3': { delivered: false, code: '3004', reason: '음영 지역' },
  '4': { delivered: false, code: '3005', reason: '단말기 메시지 저장 공간 부족' },
  // 010-0000-09XX: the carrier never reports; the message fails when the report time-out passes.
  '9': null,
};
export const DELIVERED: CarrierReport = { delivered: true, code: '0000', reason: null };
/**
 * RCS test range: 010-0000-07XX are phones without RCS. An RCS message to them fails with this report
 * (then falls back to SMS/LMS when the request asked for it); SMS/LMS to them are delivered. Every
 * other test number answers RCS as it answers SMS above.
 */
export const RCS_UNSUPPORTED_DIGIT = '7';
export const RCS_UNSUPPORTED: CarrierReport = { delivered: false, code: '4001', reason: 'RCS 미지원 단말' };
export const REPORT_TIMEOUT: CarrierReport = { delivered: false, code: '9001', reason: '결과 수신 시간 초과' };
/**
 * An MMS (or RCS MMS) message handed over without image files the carrier can take (none, not
 * JPEG/PNG bytes, too many or too large: simulator-image-check.ts), whatever the number. A failed RCS
 * message then falls back to SMS/LMS like any other RCS failure.
 */
export const IMAGE_INVALID: CarrierReport = {
  delivered: false,
  code: 'IMAGE_INVALID',
  reason: '이미지 파일을 받을 수 없어요 (규격 오류).',
};

/** The report the simulated carrier gives for a number (null = none ever). */
export function simulatedReport(phone: string, channel: 'SMS' | 'RCS' = 'SMS'): CarrierReport | null {
  if (phone.length !== 11 || !phone.startsWith(SIMULATOR_TEST_PREFIX) || phone[7] !== '0') return DELIVERED;
  if (phone[8] === RCS_UNSUPPORTED_DIGIT) return channel === 'RCS' ? RCS_UNSUPPORTED : DELIVERED;
  const outcome = SIMULATOR_OUTCOMES[phone[8]!];
  return outcome === undefined ? DELIVERED : outcome;
}

/**
 * MO replies of the simulator: a delivered message from a representative number (15XX/16XX/18XX) to
 * 010-0000-05XX is answered "네, 확인했어요."; to 010-0000-06XX with an opt-out request (added to the
 * team's 080 opt-out list).
 */
export const SIMULATOR_MO_REPLIES: Record<string, { body: string; optOut: boolean }> = {
  '5': { body: '네, 확인했어요.', optOut: false },
  '6': { body: '수신거부', optOut: true },
};

export function simulatedMoReply(phone: string): { body: string; optOut: boolean } | null {
  if (phone.length !== 11 || !phone.startsWith(SIMULATOR_TEST_PREFIX) || phone[7] !== '0') return null;
  return SIMULATOR_MO_REPLIES[phone[8]!] ?? null;
}
