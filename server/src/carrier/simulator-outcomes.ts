import type { CarrierReport } from './carrier';

/**
 * The simulator's documented test range: 010-0000-0NXX fails (or never reports) by N; every other
 * number is delivered. Screens and journeys use these numbers to show each outcome.
 */
export const SIMULATOR_TEST_PREFIX = '0100000';
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
export const REPORT_TIMEOUT: CarrierReport = { delivered: false, code: '9001', reason: '결과 수신 시간 초과' };

/** The report the simulated carrier gives for a number (null = none ever). */
export function simulatedReport(phone: string): CarrierReport | null {
  if (phone.length !== 11 || !phone.startsWith(SIMULATOR_TEST_PREFIX) || phone[7] !== '0') return DELIVERED;
  const outcome = SIMULATOR_OUTCOMES[phone[8]!];
  return outcome === undefined ? DELIVERED : outcome;
}
