import { isRepresentativeNumber } from '@console/contracts/phone-numbers';
import {
  REPORT_TIMEOUT,
  type ChannelAttachment,
  type DeliveryReport,
  type ProviderReports,
  type SimulatorGuide,
} from './channel';
import type { Provider } from './provider';

/**
 * The simulated mobile network behind the phone channels' simulators (SMS and RCS): its documented
 * test range 010-0000-0NXX fails (or never reports) by N; every other number is delivered. Screens,
 * /docs and journeys use these numbers to show each outcome. Only simulators import this file.
 */
export type SimulatedOutcome = Omit<DeliveryReport, 'seq'>;

export const SIMULATOR_TEST_PREFIX = '0100000';
/** A test range as people read it: 010-0000-0NXX. */
export const simulatorTestRange = (digit: string | number): string => `010-0000-0${digit}XX`;
export const SIMULATOR_OUTCOMES: Record<string, SimulatedOutcome | null> = {
  '0': { delivered: false, code: '3001', reason: '결번' },
  '1': { delivered: false, code: '3002', reason: '수신거부' },
  '2': { delivered: false, code: '3003', reason: '단말기 전원 꺼짐' },
  '3': { delivered: false, code: '3004', reason: '음영 지역' },
  '4': { delivered: false, code: '3005', reason: '단말기 메시지 저장 공간 부족' },
  // 010-0000-09XX: the network never reports; the message fails when the report time-out passes.
  '9': null,
};
export const DELIVERED: SimulatedOutcome = { delivered: true, code: '0000', reason: null };
/**
 * A message handed over without image files the gateway can take (none, not JPEG/PNG bytes, too many
 * or too large), whatever the number. A failed RCS message then falls back like any RCS failure.
 */
export const IMAGE_INVALID: SimulatedOutcome = {
  delivered: false,
  code: 'IMAGE_INVALID',
  reason: '이미지 파일을 받을 수 없어요 (규격 오류).',
};

/** The digit N of a test number 010-0000-0NXX; null for every other number. */
export function testDigitOf(phone: string): string | null {
  if (phone.length !== 11 || !phone.startsWith(SIMULATOR_TEST_PREFIX) || phone[7] !== '0') return null;
  return phone[8]!;
}

/** What the network answers for a number (null = no report ever). */
export function networkOutcome(phone: string): SimulatedOutcome | null {
  const digit = testDigitOf(phone);
  if (digit === null) return DELIVERED;
  const outcome = SIMULATOR_OUTCOMES[digit];
  return outcome === undefined ? DELIVERED : outcome;
}

/**
 * MO replies of the simulated network: a delivered message from a representative number
 * (15XX/16XX/18XX) to 010-0000-05XX is answered "네, 확인했어요."; to 010-0000-06XX with an opt-out
 * request (added to the team's 080 opt-out list).
 */
export const SIMULATOR_MO_REPLIES: Record<string, { body: string; optOut: boolean }> = {
  '5': { body: '네, 확인했어요.', optOut: false },
  '6': { body: '수신거부', optOut: true },
};

export function simulatedMoReply(phone: string): { body: string; optOut: boolean } | null {
  const digit = testDigitOf(phone);
  return digit === null ? null : (SIMULATOR_MO_REPLIES[digit] ?? null);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What a gateway trusts: the bytes it receives, not our upload checks nor the stored content type. */
export const isJpeg = (bytes: Buffer): boolean => bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8;
export const isPng = (bytes: Buffer): boolean => bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

/** The outcomes of the network's test numbers as a guide (the time-out's code where it never reports). */
export const networkTestNumbers = (): SimulatorGuide['testNumbers'] =>
  Object.entries(SIMULATOR_OUTCOMES).map(([digit, outcome]) => ({
    pattern: simulatorTestRange(digit),
    ...(outcome
      ? { code: outcome.code, reason: outcome.reason! }
      : { code: REPORT_TIMEOUT.code, reason: REPORT_TIMEOUT.reason, silent: true }),
  }));

/**
 * The simulated gateway of a phone channel: it takes every batch, judges the files it is handed, and
 * reports after a delay through the pipeline's durable report job (booked in the submitting
 * transaction, so a crash after the commit still gets its reports, exactly once). Each adapter's
 * simulator gives its own file rule and its own answer per number.
 */
export function createPhoneSimulator(options: {
  name: string;
  reportDelaySeconds: number;
  /** Whether the batch's image messages can go out with these files. */
  imagesAcceptable(images: readonly ChannelAttachment[]): boolean;
  /** The answer for a number on this channel (null = never). */
  outcomeOf(phone: string): SimulatedOutcome | null;
  testNumbers(): SimulatorGuide['testNumbers'];
}): Provider {
  return {
    name: options.name,
    async submit(_tx, { messages, images }, expectReports) {
      if (messages.length === 0) return;
      const refusedImages = messages.some((m) => m.type === 'MMS') && !options.imagesAcceptable(images);
      await expectReports(options.reportDelaySeconds, refusedImages ? { refusedImages } : {});
    },
    async readReports({ senderNumber, messages }, providerData) {
      const result: ProviderReports = { reports: [], silent: [], inbound: [] };
      // Replies arrive only on a representative sender number (15XX/16XX/18XX).
      const replies = isRepresentativeNumber(senderNumber);
      for (const message of messages) {
        const outcome =
          message.type === 'MMS' && providerData.refusedImages === true
            ? IMAGE_INVALID
            : options.outcomeOf(message.phone);
        if (!outcome) {
          result.silent.push(message.seq);
          continue;
        }
        result.reports.push({ seq: message.seq, ...outcome });
        const reply = outcome.delivered && replies ? simulatedMoReply(message.phone) : null;
        if (reply)
          result.inbound.push({ replyTo: message.seq, fromPhone: message.phone, toNumber: senderNumber, ...reply });
      }
      return result;
    },
    guide: () => ({
      testNumbers: options.testNumbers(),
      replies: Object.entries(SIMULATOR_MO_REPLIES).map(([digit, reply]) => ({
        pattern: simulatorTestRange(digit),
        ...reply,
      })),
    }),
  };
}
