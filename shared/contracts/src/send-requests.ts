import { seqParams } from './path-params';
import { z } from 'zod';
import { fillVariables, longestFilledText, missingVariablesMessage, variableNames } from './variables';
import { MESSAGE_TYPES, advertisingProblems } from './message-limits';
import { scheduleIssues } from './send-schedule';
import { isSenderNumber, normalizePhoneNumber, SENDER_NUMBER_INVALID_MESSAGE } from './phone-numbers';
import {
  chooseMessageType,
  contentProblems,
  countEucKrBytes,
  uncarriableCharacters,
  uncarriableMessage,
} from './text-bytes';
import { MessageImage, MessageImageIds } from './mms-images';
import { SendRecipient, SendRecipients, invalidRecipientsMessage } from './send-recipients';
import { SendRequestAccepted, TypeCounts } from './send-request-accepted';
import { MessageResultType, MessageStatus, SendChannel, SendRequestStatus } from './send-history';
import { RCS_MESSAGE_KINDS, RcsMessageKind } from './rcs-limits';

// The variable helpers live in variables.ts (no schema), for the forms that only count and fill.
export { fillVariables, longestFilledText, missingVariablesMessage, variableNames };
// What every channel shares lives apart, for the other channels' contracts: the schedule rule
// (send-schedule.ts), the recipients (send-recipients.ts) and the answer to POST
// (send-request-accepted.ts).
export { scheduleIssues };
export { SendRecipient, invalidRecipientsMessage };
export { SendRequestAccepted, TypeCounts };
// An RCS request's kind lives with the RCS limits, for the RCS contract (rcs-send.ts).
export { RCS_MESSAGE_KINDS, RcsMessageKind };
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

const SendRequestFields = z.object({
  recipients: SendRecipients,
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
