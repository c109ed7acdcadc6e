import { createHash } from 'node:crypto';
import type { Channel } from '../src/channels/channel';
import { uniqueRecipients } from '../src/channels/phone-messages';

/** The body of a send on the test-only channel. */
export interface TestChannelRequest {
  senderNumber: string;
  body: string;
  recipients: { phone: string }[];
  fallbackText: string | null;
}

export const TEST_CHANNEL_PRICE_KRW = 7;
export const TEST_CHANNEL_FAILURE = { code: 'T500', reason: '테스트 채널에서 받지 못했어요.' };

/**
 * A channel that exists only in tests, to prove a channel plugs into the pipeline without touching
 * it: every message costs 7 KRW, numbers ending in an odd digit fail with T500 (and fall back to SMS
 * when the request has a fallback text), numbers ending in 9 never report. Its "provider" is this
 * file: it books its reports through the pipeline like any provider.
 */
export function createTestChannel(): Channel<TestChannelRequest> & { submitted: number[] } {
  const submitted: number[] = [];
  return {
    id: 'TEST',
    label: '테스트 채널',
    submitted,
    requestHash: (request) => createHash('sha256').update(JSON.stringify(request)).digest('hex'),
    async prepare(request) {
      const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
      return {
        fields: {
          body: request.body,
          subject: null,
          senderNumber: request.senderNumber,
          advertising: false,
          forcedType: null,
        },
        plan: {
          messages: unique.map(({ phone }) => ({ phone, text: null, bytes: request.body.length, type: 'SMS' })),
          duplicateNumbers,
          typeCounts: { SMS: unique.length, LMS: 0, MMS: 0 },
          estimatedCostKrw: unique.length * TEST_CHANNEL_PRICE_KRW,
        },
        reserveAt: null,
        fallback: { enabled: request.fallbackText !== null, text: request.fallbackText },
      };
    },
    reservationEditRefusal: '테스트 채널 예약은 바꿀 수 없어요.',
    priceKrw: () => TEST_CHANNEL_PRICE_KRW,
    reportTimeoutHours: () => 1,
    attachments: async () => [],
    async submit(_tx, submission) {
      submitted.push(...submission.messages.map((m) => m.seq));
      await submission.expectReports(0, { note: 'test provider' });
    },
    async readReports({ messages }, providerData) {
      if (providerData.note !== 'test provider') throw new Error('the provider data did not come back');
      const last = (phone: string) => Number(phone.at(-1));
      return {
        reports: messages
          .filter((m) => last(m.phone) !== 9)
          .map((m) =>
            last(m.phone) % 2 === 1
              ? { seq: m.seq, delivered: false, ...TEST_CHANNEL_FAILURE }
              : { seq: m.seq, delivered: true, code: 'T000', reason: null },
          ),
        silent: messages.filter((m) => last(m.phone) === 9).map((m) => m.seq),
        inbound: [],
      };
    },
    fallbackChannel: (failure) => (failure.code === TEST_CHANNEL_FAILURE.code ? 'SMS' : null),
    simulatorGuide: () => null,
  };
}
