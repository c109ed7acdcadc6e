import { z } from 'zod';
import { PRICES_KRW } from './billing';
import { MAX_RECIPIENTS_PER_REQUEST, advertisingProblems, type MessageType } from './message-limits';
import { isSenderNumber, normalizePhoneNumber } from './phone-numbers';
import {
  RcsMessageKind,
  SendRecipient,
  fillVariables,
  invalidRecipientsMessage,
  missingVariablesMessage,
  scheduleIssues,
  variableNames,
} from './send-requests';
import { chooseMessageType, contentProblems, countEucKrBytes, uncarriableCharacters, uncarriableMessage } from './text-bytes';

/**
 * RCS send requests (DOMAIN.md "RCS"): the body of POST /api/team/rcs/send-requests. Recipients,
 * variables, advertising, reservations and the Idempotency-Key follow the SMS rules (send-requests.ts);
 * a failed RCS message can fall back to SMS/LMS, chosen by the fallback text's EUC-KR bytes.
 */

/** Characters and buttons per kind. MMS is one card here (one image, 2 buttons); TEMPLATE is a text template. */
export const RCS_LIMITS: Record<RcsMessageKind, { maxChars: number; maxButtons: number }> = {
  SMS: { maxChars: 100, maxButtons: 1 },
  LMS: { maxChars: 1300, maxButtons: 6 },
  MMS: { maxChars: 1300, maxButtons: 2 },
  TEMPLATE: { maxChars: 90, maxButtons: 1 },
};
/** Button label length (ours, the strictest carrier rule). */
export const RCS_BUTTON_NAME_MAX_CHARS = 17;
export const RCS_COPY_TEXT_MAX_CHARS = 200;
/** An RCS MMS card image, JPG or PNG. */
export const RCS_MMS_MAX_IMAGE_BYTES = 1024 * 1024;

export const RCS_TEMPLATE_NOT_APPROVED = '승인된 템플릿만 발송할 수 있어요.';
export const RCS_CHAT_ROOM_NOT_APPROVED = '승인된 RCS 대화방만 사용할 수 있어요.';

/** RCS counts characters (code points: an emoji is one), not bytes. */
export const countRcsChars = (text: string): number => [...text].length;

/** Which message type (and so which price) an RCS message of this kind is: a text template is priced as RCS SMS. */
export const rcsPricedType = (kind: RcsMessageKind): MessageType => (kind === 'TEMPLATE' ? 'SMS' : kind);
export const rcsPriceKrw = (type: MessageType): number => PRICES_KRW[`RCS_${type}`];
/** The price of a delivered message of a channel and type: RCS types are cheaper than their SMS counterparts. */
export const messagePriceKrw = (channel: 'SMS' | 'RCS' | undefined, type: MessageType): number => (channel === 'RCS' ? rcsPriceKrw(type) : PRICES_KRW[type]);

export const RcsButtonKind = z.enum(['URL', 'CALL', 'COPY']);
export type RcsButtonKind = z.infer<typeof RcsButtonKind>;

export const RcsButton = z
  .object({
    kind: RcsButtonKind,
    name: z
      .string()
      .trim()
      .min(1, '버튼 이름을 입력해 주세요.')
      .refine((name) => countRcsChars(name) <= RCS_BUTTON_NAME_MAX_CHARS, `버튼 이름은 ${RCS_BUTTON_NAME_MAX_CHARS}자까지 쓸 수 있어요.`),
    value: z.string().trim().min(1, '버튼의 링크, 전화번호 또는 복사할 내용을 입력해 주세요.'),
  })
  .superRefine((button, context) => {
    if (button.kind === 'URL' && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(button.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.' });
    }
    if (button.kind === 'CALL' && !isSenderNumber(button.value)) context.addIssue({ code: 'custom', path: ['value'], message: '올바른 전화번호 형식이 아니에요.' });
    if (button.kind === 'COPY' && countRcsChars(button.value) > RCS_COPY_TEXT_MAX_CHARS) {
      context.addIssue({ code: 'custom', path: ['value'], message: `복사할 내용은 ${RCS_COPY_TEXT_MAX_CHARS}자까지 쓸 수 있어요.` });
    }
  });
export type RcsButton = z.infer<typeof RcsButton>;

const RcsSendFields = z.object({
  chatRoomSeq: z.number({ message: 'RCS 대화방을 선택해 주세요.' }).int().positive('RCS 대화방을 선택해 주세요.'),
  rcsType: RcsMessageKind,
  /** TEMPLATE only: an approved template of the team; its text and buttons are sent. */
  templateSeq: z.number().int().positive().nullish(),
  /** Values of the template's #{variables} for every recipient (a recipient's own value wins). */
  templateVariables: z.record(z.string().max(30), z.string().max(1000)).default({}),
  /** The text of SMS/LMS/MMS; ignored for TEMPLATE. */
  body: z.string().trim().default(''),
  buttons: z.array(RcsButton).default([]),
  /** MMS only: the card's image (uploaded through POST /api/team/rcs/images). */
  imageIds: z.array(z.string().min(1).max(100)).default([]),
  recipients: z
    .array(SendRecipient)
    .min(1, '받는 사람을 한 명 이상 넣어 주세요.')
    .max(MAX_RECIPIENTS_PER_REQUEST, `한 번에 ${MAX_RECIPIENTS_PER_REQUEST.toLocaleString('ko-KR')}명까지 보낼 수 있어요.`),
  advertising: z.boolean().default(false),
  reserveAt: z.string().datetime({ offset: true, message: '예약 시간을 올바르게 입력해 주세요.' }).nullish(),
  /** On: a failed RCS message is re-sent as SMS/LMS with fallbackText (charged as its own type). */
  fallback: z.boolean().default(false),
  fallbackText: z.string().trim().optional(),
});
export type RcsSendRequestCreate = z.infer<typeof RcsSendFields>;

/** The text with the template-wide values, then the recipient's own. */
export const fillRcsText = (text: string, shared: Record<string, string>, recipient: SendRecipient): string =>
  fillVariables(text, { ...shared, ...recipient.variables });

/** The recipient whose filled text is longest (by the counter given). */
const longestFilled = (text: string, shared: Record<string, string>, recipients: readonly SendRecipient[], count: (text: string) => number): string => {
  if (variableNames(text).length === 0) return text;
  let longest = text;
  let longestCount = -1;
  for (const recipient of recipients) {
    const filled = fillRcsText(text, shared, recipient);
    const size = count(filled);
    if (size > longestCount) [longest, longestCount] = [filled, size];
  }
  return longest;
};

const KIND_LABEL: Record<RcsMessageKind, string> = { SMS: 'RCS SMS', LMS: 'RCS LMS', MMS: 'RCS MMS', TEMPLATE: 'RCS 텍스트 템플릿' };

/** Why an RCS text does not fit its kind (characters and buttons), empty when it fits. */
export const rcsContentProblems = (kind: RcsMessageKind, text: string, buttonCount: number): { path: string; message: string }[] => {
  const problems: { path: string; message: string }[] = [];
  const { maxChars, maxButtons } = RCS_LIMITS[kind];
  const chars = countRcsChars(text);
  if (chars > maxChars) {
    problems.push({ path: 'body', message: `${KIND_LABEL[kind]}는 ${maxChars.toLocaleString('ko-KR')}자까지 보낼 수 있어요. (지금 ${chars.toLocaleString('ko-KR')}자)` });
  }
  if (buttonCount > maxButtons) problems.push({ path: 'buttons', message: `${KIND_LABEL[kind]}에는 버튼을 ${maxButtons}개까지 넣을 수 있어요.` });
  return problems;
};

/** The fallback text's problems: EUC-KR carriable, within LMS bytes, advertising marks (as any SMS). */
export const fallbackTextProblems = (longestText: string, advertising: boolean): string[] => {
  const problems: string[] = [];
  const uncarriable = uncarriableCharacters(longestText);
  if (uncarriable.length > 0) problems.push(uncarriableMessage(uncarriable));
  problems.push(...contentProblems({ body: longestText }));
  if (advertising) problems.push(...advertisingProblems(longestText));
  return problems;
};

/**
 * The RCS schema with every rule that needs no database: the server adds the chat room, the template's
 * approval and text (then checks the template's length and variables with rcsContentProblems), and images.
 */
export const buildRcsSendRequestSchema = (now: () => Date = () => new Date()) =>
  RcsSendFields.superRefine((request, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const template = request.rcsType === 'TEMPLATE';
    if (template && !request.templateSeq) issue('templateSeq', '발송할 승인된 템플릿을 선택해 주세요.');
    if (!template) {
      if (request.body.length === 0) issue('body', '내용을 입력해 주세요.');
      const missing = missingVariablesMessage(request.body, request.recipients);
      if (missing) issue('recipients', missing);
      const longest = longestFilled(request.body, {}, request.recipients, countRcsChars);
      for (const problem of rcsContentProblems(request.rcsType, longest, request.buttons.length)) issue(problem.path, problem.message);
      if (request.advertising) for (const problem of advertisingProblems(request.body)) issue('body', problem);
    }
    if (request.rcsType === 'MMS' && request.imageIds.length !== 1) issue('imageIds', 'RCS MMS에는 이미지 1장을 넣어 주세요.');
    if (request.rcsType !== 'MMS' && request.imageIds.length > 0) issue('imageIds', '이미지는 RCS MMS에만 넣을 수 있어요.');

    const invalid = invalidRecipientsMessage(request.recipients);
    if (invalid) issue('recipients', invalid);

    if (request.fallback) {
      const text = request.fallbackText ?? '';
      if (text.length === 0) issue('fallbackText', '대체 발송할 문자 내용을 입력해 주세요.');
      else {
        const missing = missingVariablesMessage(text, request.recipients, request.templateVariables);
        if (missing) issue('fallbackText', missing);
        const longest = longestFilled(text, request.templateVariables, request.recipients, countEucKrBytes);
        for (const problem of fallbackTextProblems(longest, request.advertising)) issue('fallbackText', problem);
      }
    }
    for (const scheduled of scheduleIssues(request, now())) context.addIssue({ code: 'custom', ...scheduled });
  });

export const RcsSendRequestCreate = buildRcsSendRequestSchema();

/** One recipient's RCS message and, with fallback on, the SMS/LMS it falls back to. */
export interface RcsRecipientPlan {
  phone: string;
  text: string;
  chars: number;
  fallback: { text: string; bytes: number; type: MessageType } | null;
}

/** `text` is the request's body, or the approved template's text for TEMPLATE. */
export const planRcsRecipient = (request: RcsSendRequestCreate, text: string, recipient: SendRecipient): RcsRecipientPlan => {
  const filled = fillRcsText(text, request.templateVariables, recipient);
  const fallbackText = request.fallback && request.fallbackText ? fillRcsText(request.fallbackText, request.templateVariables, recipient) : null;
  return {
    phone: normalizePhoneNumber(recipient.phone),
    text: filled,
    chars: countRcsChars(filled),
    fallback: fallbackText === null ? null : { text: fallbackText, bytes: countEucKrBytes(fallbackText), type: chooseMessageType({ body: fallbackText }) },
  };
};

/** An approved chat room the team can send from: its brand and the landline/representative number it is bound to. */
export const RcsChatRoomOption = z.object({ chatRoomSeq: z.number().int(), senderNumber: z.string(), brandName: z.string() });
export type RcsChatRoomOption = z.infer<typeof RcsChatRoomOption>;
