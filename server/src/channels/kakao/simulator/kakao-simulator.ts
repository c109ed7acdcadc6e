import { randomBytes } from 'node:crypto';
import { KAKAO_LIMITS } from '@console/contracts/kakao';
import { REPORT_TIMEOUT, type ProviderReports } from '../../channel';
import {
  DELIVERED,
  SIMULATOR_OUTCOMES,
  simulatorTestRange,
  testDigitOf,
  type SimulatedOutcome,
} from '../../simulated-phones';
import type { KakaoProvider } from '../kakao-provider';
import { KAKAO_RESULTS } from '../kakao-results';

/**
 * 010-0000-07XX: no KakaoTalk (as they have no RCS); 010-0000-08XX: they blocked the channel;
 * 010-0000-06XX: KakaoTalk users who are not the channel's friends but consented to marketing (a
 * brand message for friends only fails for them; M and N targeting reach them).
 */
export const NOT_KAKAO_USER_DIGIT = '7';
export const CHANNEL_BLOCKED_DIGIT = '8';
export const NOT_FRIEND_DIGIT = '6';
/** Search ids the simulated business center does not know (any id containing these). */
export const UNKNOWN_CHANNEL_PATTERN = /none|notfound|없는/i;

const outcomeOf = (phone: string, targeting: unknown): SimulatedOutcome | null => {
  const digit = testDigitOf(phone);
  if (digit === NOT_FRIEND_DIGIT && targeting === 'I') return KAKAO_RESULTS.NOT_FRIEND;
  if (digit === NOT_KAKAO_USER_DIGIT) return KAKAO_RESULTS.NOT_KAKAO_USER;
  if (digit === CHANNEL_BLOCKED_DIGIT) return KAKAO_RESULTS.CHANNEL_BLOCKED;
  if (digit === '0') return KAKAO_RESULTS.WRONG_NUMBER;
  // The network's other troubles (power off, full storage) do not stop a KakaoTalk message.
  if (digit !== null && SIMULATOR_OUTCOMES[digit] === null) return null;
  return DELIVERED;
};

/** The default Kakao provider (KAKAO_PROVIDER=simulator); tokens go to the admin phone through `sendText` (the dev outbox). */
export function createKakaoSimulator(options: {
  reportDelaySeconds: number;
  sendText(to: string, body: string): Promise<void>;
}): KakaoProvider {
  return {
    name: 'kakao-simulator',
    async findChannel(channelId) {
      if (UNKNOWN_CHANNEL_PATTERN.test(channelId)) return null;
      return { channelName: channelId.replace(/^@/, '') };
    },
    async sendToken(adminPhone, channelId, token) {
      await options.sendText(
        adminPhone,
        `[카카오톡 채널] ${channelId} 발신 프로필 등록 인증번호는 [${token}]이에요. ${KAKAO_LIMITS.tokenValidMinutes}분 안에 입력해 주세요.`,
      );
    },
    issueSenderKey: () => randomBytes(KAKAO_LIMITS.senderKeyLength / 2).toString('hex'),
    async submit(_tx, submission, expectReports) {
      if (submission.messages.length === 0) return;
      // Kakao answers a blocked profile or a template it no longer approves for the whole batch.
      const refused = !submission.profileActive
        ? 'PROFILE_UNUSABLE'
        : !submission.templateApproved
          ? 'TEMPLATE_MISMATCH'
          : null;
      await expectReports(options.reportDelaySeconds, {
        ...(refused ? { refused } : {}),
        ...(submission.targeting ? { targeting: submission.targeting } : {}),
      });
    },
    async readReports({ messages }, providerData) {
      const result: ProviderReports = { reports: [], silent: [], inbound: [] };
      const refused =
        providerData.refused === 'PROFILE_UNUSABLE' || providerData.refused === 'TEMPLATE_MISMATCH'
          ? KAKAO_RESULTS[providerData.refused]
          : null;
      for (const message of messages) {
        const outcome = refused ?? outcomeOf(message.phone, providerData.targeting);
        if (outcome) result.reports.push({ seq: message.seq, ...outcome });
        else result.silent.push(message.seq);
      }
      return result;
    },
    guide: () => ({
      testNumbers: [
        { pattern: simulatorTestRange(NOT_KAKAO_USER_DIGIT), ...KAKAO_RESULTS.NOT_KAKAO_USER },
        { pattern: simulatorTestRange(CHANNEL_BLOCKED_DIGIT), ...KAKAO_RESULTS.CHANNEL_BLOCKED },
        { pattern: `${simulatorTestRange(NOT_FRIEND_DIGIT)} (브랜드 메시지 친구 대상)`, ...KAKAO_RESULTS.NOT_FRIEND },
        { pattern: simulatorTestRange(0), ...KAKAO_RESULTS.WRONG_NUMBER },
        { pattern: simulatorTestRange(9), code: REPORT_TIMEOUT.code, reason: REPORT_TIMEOUT.reason, silent: true },
      ],
      replies: [],
    }),
  };
}
