import { seqParams } from './path-params';
import { z } from 'zod';
import { fillVariables, longestFilledText, missingVariablesMessage, namedList, variableNames } from './variables';
import {
  ADVERTISING_NIGHT_MESSAGE,
  MAX_RECIPIENTS_PER_REQUEST,
  MESSAGE_TYPES,
  RESERVATION_MAX_AHEAD_DAYS,
  RESERVATION_MIN_LEAD_MINUTES,
  advertisingProblems,
  isAdvertisingNight,
} from './message-limits';
import {
  isRecipientNumber,
  isSenderNumber,
  normalizePhoneNumber,
  RECIPIENT_NUMBER_INVALID_MESSAGE,
  SENDER_NUMBER_INVALID_MESSAGE,
} from './phone-numbers';
import {
  chooseMessageType,
  contentProblems,
  countEucKrBytes,
  uncarriableCharacters,
  uncarriableMessage,
} from './text-bytes';
import { MessageImage, MessageImageIds } from './mms-images';
import { MessageResultType, MessageStatus, SendChannel, SendRequestStatus } from './send-history';

// The variable helpers live in variables.ts (no schema), for the forms that only count and fill.
export { fillVariables, longestFilledText, missingVariablesMessage, variableNames };
// The states and the list queries live in send-history.ts, for the screens that only list. By name:
// the server's loader does not follow `export *`.
export {
  MESSAGE_RESULT_TYPES,
  MessageHistoryQuery,
  MessageResultQuery,
  MessageResultType,
  MessageStatus,
  MoMessageQuery,
  SendChannel,
  SendRequestQuery,
  SendRequestStatus,
  isKakaoChannel,
} from './send-history';

/** SMS/LMS/MMS send requests: the body of POST /api/team/send-requests, states, results, history. */

export const MessageTypeSchema = z.enum(MESSAGE_TYPES);
/** An RCS request's kind: the free types, or an approved template. */
export const RCS_MESSAGE_KINDS = ['SMS', 'LMS', 'MMS', 'TEMPLATE'] as const;
export const RcsMessageKind = z.enum(RCS_MESSAGE_KINDS);
export type RcsMessageKind = z.infer<typeof RcsMessageKind>;

export const SendRecipient = z.object({
  phone: z.string().max(30, '올바른 전화번호 형식이 아니에요.'),
  variables: z.record(z.string().max(30), z.string().max(2000)).optional(),
});
export type SendRecipient = z.infer<typeof SendRecipient>;

const SendRequestFields = z.object({
  recipients: z
    .array(SendRecipient)
    .min(1, '받는 사람을 한 명 이상 넣어 주세요.')
    .max(
      MAX_RECIPIENTS_PER_REQUEST,
      `한 번에 ${MAX_RECIPIENTS_PER_REQUEST.toLocaleString('ko-KR')}명까지 보낼 수 있어요.`,
    ),
  body: z.string().trim().min(1, '내용을 입력해 주세요.'),
  subject: z.string().trim().optional(),
  senderNumber: z.string().refine(isSenderNumber, SENDER_NUMBER_INVALID_MESSAGE),
  advertising: z.boolean().default(false),
  /** ISO instant; missing or null: send now. */
  reserveAt: z.string().datetime({ offset: true, message: '예약 시간을 올바르게 입력해 주세요.' }).nullish(),
  /** The type the sender forces; missing: chosen per recipient. */
  type: MessageTypeSchema.nullish(),
  /** MMS images uploaded by the team (POST /api/team/message-images); any image makes every message MMS. */
  imageIds: MessageImageIds.optional(),
});

/** Per-recipient plan: the filled text, its bytes and the type it goes out as. */
export interface RecipientPlan {
  phone: string;
  text: string;
  bytes: number;
  type: z.infer<typeof MessageTypeSchema>;
}

export const planRecipient = (
  request: Pick<SendRequestCreate, 'body' | 'subject' | 'type'>,
  recipient: SendRecipient,
  imageCount = 0,
): RecipientPlan => {
  const text = fillVariables(request.body, recipient.variables);
  return {
    phone: normalizePhoneNumber(recipient.phone),
    text,
    bytes: countEucKrBytes(text),
    type: chooseMessageType({ body: text, subject: request.subject, imageCount, forced: request.type }),
  };
};

/** The recipients that are not mobile numbers, named (null when all are); every channel's rule. */
export const invalidRecipientsMessage = (recipients: readonly SendRecipient[]): string | null => {
  const invalid = recipients
    .filter((recipient) => !isRecipientNumber(recipient.phone))
    .map((recipient) => recipient.phone);
  return invalid.length > 0 ? `${RECIPIENT_NUMBER_INVALID_MESSAGE} (${namedList(invalid)})` : null;
};

/** Reservation window (now + 10 minutes to 60 days) and the advertising night block, for every channel. */
export const scheduleIssues = (
  request: { reserveAt?: string | null; advertising: boolean },
  current: Date,
): { path: string[]; message: string }[] => {
  const issues: { path: string[]; message: string }[] = [];
  const sendAt = request.reserveAt ? new Date(request.reserveAt) : current;
  if (request.reserveAt) {
    const earliest = current.getTime() + RESERVATION_MIN_LEAD_MINUTES * 60_000;
    const latest = current.getTime() + RESERVATION_MAX_AHEAD_DAYS * 86_400_000;
    if (sendAt.getTime() < earliest || sendAt.getTime() > latest) {
      issues.push({
        path: ['reserveAt'],
        message: `예약은 지금부터 ${RESERVATION_MIN_LEAD_MINUTES}분 뒤에서 ${RESERVATION_MAX_AHEAD_DAYS}일 뒤까지 할 수 있어요.`,
      });
    }
  }
  if (request.advertising && isAdvertisingNight(sendAt))
    issues.push({ path: [request.reserveAt ? 'reserveAt' : 'advertising'], message: ADVERTISING_NIGHT_MESSAGE });
  return issues;
};

/**
 * The send request schema with every content rule. `now` is injectable so tests (and the server
 * checking a reservation) decide the clock; forms use the default schema below.
 */
export const buildSendRequestSchema = (now: () => Date = () => new Date()) =>
  SendRequestFields.superRefine((request, context) => {
    const uncarriable = uncarriableCharacters(`${request.subject ?? ''}${request.body}`);
    if (uncarriable.length > 0)
      context.addIssue({ code: 'custom', path: ['body'], message: uncarriableMessage(uncarriable) });

    const invalid = invalidRecipientsMessage(request.recipients);
    if (invalid) context.addIssue({ code: 'custom', path: ['recipients'], message: invalid });

    // Variables: every recipient needs a value for every #{name}; the longest filled text decides the limits.
    const names = variableNames(request.body);
    const missing = missingVariablesMessage(request.body, request.recipients);
    if (missing) context.addIssue({ code: 'custom', path: ['recipients'], message: missing });
    const longest = longestFilledText(request.body, request.recipients, countEucKrBytes);
    if (names.length > 0) {
      const filledUncarriable = uncarriableCharacters(
        request.recipients.map((recipient) => Object.values(recipient.variables ?? {}).join('')).join(''),
      );
      if (filledUncarriable.length > 0 && uncarriable.length === 0) {
        context.addIssue({ code: 'custom', path: ['recipients'], message: uncarriableMessage(filledUncarriable) });
      }
    }
    for (const problem of contentProblems({
      body: longest,
      subject: request.subject,
      forced: request.type,
      imageCount: request.imageIds?.length ?? 0,
    })) {
      context.addIssue({
        code: 'custom',
        path: [problem.startsWith('제목') ? 'subject' : problem.startsWith('이미지') ? 'imageIds' : 'body'],
        message: problem,
      });
    }

    if (request.advertising) {
      for (const problem of advertisingProblems(request.body))
        context.addIssue({ code: 'custom', path: ['body'], message: problem });
    }
    for (const issue of scheduleIssues(request, now())) context.addIssue({ code: 'custom', ...issue });
  });

export const SendRequestCreate = buildSendRequestSchema();
export type SendRequestCreate = z.infer<typeof SendRequestFields>;
/** PUT /api/team/send-requests/:seq (a RESERVED request only): the same body, replacing the old one. */
export const SendRequestUpdate = SendRequestCreate;

export const TypeCounts = z.object({ SMS: z.number().int(), LMS: z.number().int(), MMS: z.number().int() });

/** The answer to POST: what was accepted, and what was dropped as duplicates. */
export const SendRequestAccepted = z.object({
  seq: z.number().int(),
  status: SendRequestStatus,
  acceptedCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Up to 20 of the removed duplicates (digits), for the screen's report. */
  duplicateNumbers: z.array(z.string()),
  typeCounts: TypeCounts,
  /** Cost if every message is delivered (KRW before VAT); only delivered messages are charged. */
  estimatedCostKrw: z.number().int(),
  reserveAt: z.string().nullable(),
});
export type SendRequestAccepted = z.infer<typeof SendRequestAccepted>;

export const SendRequestCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  optedOut: z.number().int(),
  cancelled: z.number().int(),
  fallback: z.number().int(),
});
export type SendRequestCounts = z.infer<typeof SendRequestCounts>;

export const SendRequestSummary = z.object({
  seq: z.number().int(),
  status: SendRequestStatus,
  body: z.string(),
  subject: z.string().nullable(),
  senderNumber: z.string(),
  advertising: z.boolean(),
  forcedType: MessageTypeSchema.nullable(),
  typeCounts: TypeCounts,
  reserveAt: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  counts: SendRequestCounts,
  costKrw: z.number().int(),
  /** Absent: SMS. An RCS request also says its kind and whether failed RCS falls back to SMS/LMS. */
  channel: SendChannel.optional(),
  rcsType: RcsMessageKind.nullish(),
  fallbackEnabled: z.boolean().optional(),
  /** The template it was sent with (alimtalk: "code · name", brand message: the name); null without one. */
  templateLabel: z.string().nullish(),
});
export type SendRequestSummary = z.infer<typeof SendRequestSummary>;

/** GET /api/team/send-requests/:seq: the summary plus the recipients' variables are not repeated here. */
export const SendRequestDetail = SendRequestSummary.extend({
  duplicateCount: z.number().int(),
  /** The request's MMS images in their order (absent or empty: none); GET /api/team/message-images/:imageId for each. */
  images: z.array(MessageImage).optional(),
});
export type SendRequestDetail = z.infer<typeof SendRequestDetail>;

export const MessageResult = z.object({
  seq: z.number().int(),
  /** The recipient: a number on the phone channels, the (lower-cased) address on EMAIL. */
  phone: z.string(),
  type: MessageResultType,
  status: MessageStatus,
  text: z.string(),
  bytes: z.number().int(),
  resultCode: z.string().nullable(),
  /** Korean reason of a failure, e.g. 결번, 수신거부, 단말기 전원 꺼짐. */
  resultReason: z.string().nullable(),
  costKrw: z.number().int(),
  fallbackOf: z.number().int().nullable(),
  /** Absent: SMS. RCS, or SMS with fallbackOf set: the SMS/LMS fallback of that RCS message. */
  channel: SendChannel.optional(),
  /** The recipient's variables, kept for reservations (their edit form reads them back); else absent. */
  variables: z.record(z.string(), z.string()).nullish(),
  sentAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
});
export type MessageResult = z.infer<typeof MessageResult>;

/** One row of the flat history: the message and the request it belongs to. */
export const MessageHistoryItem = MessageResult.extend({
  requestSeq: z.number().int(),
  senderNumber: z.string(),
  advertising: z.boolean(),
  createdAt: z.string(),
  /** The request's template, as on the request (templateLabel). */
  templateLabel: z.string().nullish(),
});
export type MessageHistoryItem = z.infer<typeof MessageHistoryItem>;

/** A received (MO) message on one of the team's representative numbers. */
export const MoMessage = z.object({
  seq: z.number().int(),
  toNumber: z.string(),
  fromPhone: z.string(),
  body: z.string(),
  replyTo: z.number().int().nullable(),
  /** The send request of the message it answers, when known and still kept. */
  replyToRequestSeq: z.number().int().nullable(),
  /** The reply asked to stop receiving (080 opt-out)... */
  optOutRequest: z.boolean(),
  /** ...and its number is on the team's 080 opt-out list now. */
  onOptOutList: z.boolean(),
  receivedAt: z.string(),
});
export type MoMessage = z.infer<typeof MoMessage>;

/** Path parameter of /send-requests/{seq}: a request's number. */
export const SendRequestSeqParams = seqParams('발송 요청 번호(seq)가 올바르지 않아요.');
