import { z } from 'zod';
import { PRICES_KRW } from './prices';
import { fallbackTextProblems } from './fallback-text';
import { advertisingProblems, type MessageType } from './message-limits';
import { normalizePhoneNumber } from './phone-numbers';
import {
  countRcsChars,
  RCS_LIMITS,
  RcsApprovedChatRoom,
  RcsButton,
  RcsCardInput,
  RcsTemplate,
  type RcsTemplateKind,
} from './rcs';
import { RcsMessageKind } from './rcs-limits';
import { SendRecipients, invalidRecipientsMessage, type SendRecipient } from './send-recipients';
import { scheduleIssues } from './send-schedule';
import { fillVariables, longestFilledText, missingVariablesMessage } from './variables';
import { chooseMessageType, countEucKrBytes } from './text-bytes';

export { fallbackTextProblems };

/**
 * RCS send requests (DOMAIN.md "RCS"): the body of POST /api/team/rcs/send-requests. Recipients,
 * variables, advertising, reservations and the Idempotency-Key follow the SMS rules (send-requests.ts);
 * a failed RCS message can fall back to SMS/LMS, chosen by the fallback text's EUC-KR bytes.
 */

/** Characters and buttons of the free kinds and of a text template (MMS: buttons per card). */
export const RCS_KIND_LIMITS: Record<RcsMessageKind, { maxChars: number; maxButtons: number }> = {
  SMS: { maxChars: RCS_LIMITS.sms.bodyMax, maxButtons: RCS_LIMITS.sms.buttonsMax },
  LMS: { maxChars: RCS_LIMITS.lms.bodyMax, maxButtons: RCS_LIMITS.lms.buttonsMax },
  MMS: { maxChars: RCS_LIMITS.mms.bodyMax, maxButtons: RCS_LIMITS.mms.buttonsPerCard },
  TEMPLATE: { maxChars: RCS_LIMITS.textTemplate.bodyMax, maxButtons: RCS_LIMITS.textTemplate.buttonsMax },
};

export const RCS_TEMPLATE_NOT_APPROVED = '승인된 템플릿만 발송할 수 있어요.';
export const RCS_CHAT_ROOM_NOT_APPROVED = '승인된 RCS 대화방만 사용할 수 있어요.';

/** The type (and so the price) of an RCS message: a text template goes as RCS SMS, an image template as RCS MMS. */
export const rcsPricedType = (kind: RcsMessageKind, templateKind?: RcsTemplateKind): MessageType =>
  kind === 'TEMPLATE' ? (templateKind === 'IMAGE' ? 'MMS' : 'SMS') : kind;
export const rcsPriceKrw = (type: MessageType): number => PRICES_KRW[`RCS_${type}`];
/** The price of a delivered message of a channel and type: RCS types are cheaper than their SMS counterparts. */
export const messagePriceKrw = (channel: 'SMS' | 'RCS' | undefined, type: MessageType): number =>
  channel === 'RCS' ? rcsPriceKrw(type) : PRICES_KRW[type];

const RcsSendFields = z.object({
  chatRoomSeq: z.number({ message: 'RCS 대화방을 선택해 주세요.' }).int().positive('RCS 대화방을 선택해 주세요.'),
  rcsType: RcsMessageKind,
  /** TEMPLATE only: an approved template of the team; its text and buttons are sent. */
  templateSeq: z.number().int().positive().nullish(),
  /** Values of #{variables} for every recipient, e.g. a template's (a recipient's own value wins). */
  templateVariables: z.record(z.string().max(30), z.string().max(1000)).default({}),
  /** The text of SMS/LMS/MMS; ignored for TEMPLATE. */
  body: z.string().trim().default(''),
  /** SMS/LMS buttons; ignored for TEMPLATE (the template's own go). */
  buttons: z.array(RcsButton).default([]),
  /** MMS only: 1 to 6 cards, each an image uploaded with POST /api/team/rcs/images and up to 2 buttons. */
  cards: z.array(RcsCardInput).default([]),
  recipients: SendRecipients,
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

const KIND_LABEL: Record<RcsMessageKind, string> = {
  SMS: 'RCS SMS',
  LMS: 'RCS LMS',
  MMS: 'RCS MMS',
  TEMPLATE: 'RCS 템플릿',
};

/** Why a filled RCS text is longer than its kind allows (a template: its own kind's limit), null when it fits. */
export const rcsLengthProblem = (
  kind: RcsMessageKind,
  text: string,
  maxChars = RCS_KIND_LIMITS[kind].maxChars,
): string | null => {
  const chars = countRcsChars(text);
  return chars > maxChars
    ? `${KIND_LABEL[kind]}는 ${maxChars.toLocaleString('ko-KR')}자까지 보낼 수 있어요. (지금 ${chars.toLocaleString('ko-KR')}자)`
    : null;
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
      const missing = missingVariablesMessage(request.body, request.recipients, request.templateVariables);
      if (missing) issue('recipients', missing);
      const tooLong = rcsLengthProblem(
        request.rcsType,
        longestFilledText(request.body, request.recipients, countRcsChars, request.templateVariables),
      );
      if (tooLong) issue('body', tooLong);
      if (request.advertising) for (const problem of advertisingProblems(request.body)) issue('body', problem);
    }
    const { maxButtons } = RCS_KIND_LIMITS[request.rcsType];
    if (request.rcsType === 'SMS' || request.rcsType === 'LMS') {
      if (request.buttons.length > maxButtons)
        issue('buttons', `${KIND_LABEL[request.rcsType]}에는 버튼을 ${maxButtons}개까지 넣을 수 있어요.`);
      if (request.cards.length > 0) issue('cards', '이미지 카드는 RCS MMS에만 넣을 수 있어요.');
    }
    if (request.rcsType === 'MMS') {
      if (request.cards.length === 0) issue('cards', 'RCS MMS에는 이미지 카드를 한 장 이상 넣어 주세요.');
      if (request.cards.length > RCS_LIMITS.cardsMax)
        issue('cards', `이미지 카드는 ${RCS_LIMITS.cardsMax}장까지 넣을 수 있어요.`);
      if (request.buttons.length > 0) issue('buttons', 'RCS MMS의 버튼은 카드마다 넣어 주세요.');
      request.cards.forEach((card, index) => {
        if (card.buttons.length > maxButtons)
          context.addIssue({
            code: 'custom',
            path: ['cards', index, 'buttons'],
            message: `버튼은 카드마다 ${maxButtons}개까지 넣을 수 있어요.`,
          });
      });
    }

    const invalid = invalidRecipientsMessage(request.recipients);
    if (invalid) issue('recipients', invalid);

    if (request.fallback) {
      const text = request.fallbackText ?? '';
      if (text.length === 0) issue('fallbackText', '대체 발송할 문자 내용을 입력해 주세요.');
      else {
        const missing = missingVariablesMessage(text, request.recipients, request.templateVariables);
        if (missing) issue('fallbackText', missing);
        const longest = longestFilledText(text, request.recipients, countEucKrBytes, request.templateVariables);
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
export const planRcsRecipient = (
  request: RcsSendRequestCreate,
  text: string,
  recipient: SendRecipient,
): RcsRecipientPlan => {
  const filled = fillRcsText(text, request.templateVariables, recipient);
  const fallbackText =
    request.fallback && request.fallbackText
      ? fillRcsText(request.fallbackText, request.templateVariables, recipient)
      : null;
  return {
    phone: normalizePhoneNumber(recipient.phone),
    text: filled,
    chars: countRcsChars(filled),
    fallback:
      fallbackText === null
        ? null
        : { text: fallbackText, bytes: countEucKrBytes(fallbackText), type: chooseMessageType({ body: fallbackText }) },
  };
};

/** GET /api/team/rcs/send-options: what the send screen offers (any member may send, so not the template list of managers). */
export const RcsSendOptions = z.object({ chatRooms: z.array(RcsApprovedChatRoom), templates: z.array(RcsTemplate) });
export type RcsSendOptions = z.infer<typeof RcsSendOptions>;
