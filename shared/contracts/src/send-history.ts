import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { HISTORY_MAX_RANGE_DAYS, HISTORY_PHONE_FILTER_MESSAGE } from './message-limits';
import { isRecipientNumber } from './phone-numbers';
import {
  MESSAGE_RESULT_TYPES,
  MessageResultType,
  MessageStatus,
  SendChannel,
  SendRequestStatus,
  isKakaoChannel,
} from './send-states';

// What the history screens read: the list queries, and the states of requests and messages
// (send-states.ts, re-exported by name). On their own because send-requests.ts (which re-exports
// them) builds every send schema at load, which a bundler cannot leave out of a page that only lists.
export { MESSAGE_RESULT_TYPES, MessageResultType, MessageStatus, SendChannel, SendRequestStatus, isKakaoChannel };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (value: string): number => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
/** An optional KST day (YYYY-MM-DD), one end of a history range. */
const historyDay = () => z.string().regex(DATE, '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.').optional();

/** The history ranges' rule: from no later than to, both ends included, at most 31 days. */
function checkHistoryRange(query: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (!query.from || !query.to) return;
  const span = dayNumber(query.to) - dayNumber(query.from);
  if (span < 0) context.addIssue({ code: 'custom', path: ['from'], message: '시작일이 종료일보다 늦어요.' });
  else if (span + 1 > HISTORY_MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: `조회 기간은 최대 ${HISTORY_MAX_RANGE_DAYS}일이에요.` });
}

/** GET /api/team/send-requests: paged, a date range (KST days, both ends included) of at most 31 days. */
export const SendRequestQuery = PageQuery.extend({
  from: historyDay(),
  to: historyDay(),
  status: SendRequestStatus.optional(),
}).superRefine(checkHistoryRange);
export type SendRequestQuery = z.infer<typeof SendRequestQuery>;

/** GET /api/team/send-requests/:seq/messages: per-recipient results. */
export const MessageResultQuery = PageQuery.extend({
  status: MessageStatus.optional(),
  phone: z.string().max(30).optional(),
});
export type MessageResultQuery = z.infer<typeof MessageResultQuery>;

/** GET /api/team/messages: every message of the team across requests (flat history), 31 days at most. */
export const MessageHistoryQuery = PageQuery.extend({
  from: historyDay(),
  to: historyDay(),
  status: MessageStatus.optional(),
  type: MessageResultType.optional(),
  phone: z
    .string()
    .max(30, HISTORY_PHONE_FILTER_MESSAGE)
    .refine((value) => {
      const digits = value.replace(/\D/g, '');
      return digits.length === 0 || digits.length === 4 || isRecipientNumber(digits);
    }, HISTORY_PHONE_FILTER_MESSAGE)
    .optional(),
}).superRefine(checkHistoryRange);
export type MessageHistoryQuery = z.infer<typeof MessageHistoryQuery>;

/** GET /api/team/messages/mo (and /export): received messages, 31 days at most, newest first. */
export const MoMessageQuery = PageQuery.extend({
  from: historyDay(),
  to: historyDay(),
  /** Digits (or a part) of the number that sent the reply. */
  phone: z.string().max(30).optional(),
  /** A part of the reply's text. */
  text: z.string().max(100, '검색어는 100자까지 입력할 수 있어요.').optional(),
  /** One of the team's representative numbers the replies arrived on. */
  toNumber: z.string().max(30).optional(),
}).superRefine(checkHistoryRange);
export type MoMessageQuery = z.infer<typeof MoMessageQuery>;
