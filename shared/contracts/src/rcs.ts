import { seqParams } from './path-params';
import { z } from 'zod';
import { buttonName } from './button-name';
import { countRcsChars } from './char-count';
import { isWebUrl } from './web-url';
import { PageQuery } from './api-envelope';
import { VARIABLE_PATTERN } from './message-limits';
import { isSenderNumber } from './phone-numbers';
import { RCS_LIMITS, RcsReviewEvent, RcsReviewEventKind, RcsReviewStatus } from './rcs-limits';

/**
 * RCS (DOMAIN.md "RCS"): buttons and templates here; every limit and the review states in
 * rcs-limits.ts, the brand and its chat rooms in rcs-brands.ts, re-exported by name (the server's
 * loader does not follow `export *`).
 */
export { RCS_LIMITS, RcsReviewEvent, RcsReviewEventKind, RcsReviewStatus };
export { RCS_MESSAGE_KINDS, RcsMessageKind } from './rcs-limits';
export {
  RCS_IMAGE_TOO_LARGE,
  RCS_IMAGE_TYPE_INVALID,
  RCS_LOGO_REQUIRED,
  RCS_MOBILE_NUMBER_REFUSED,
  RcsApprovedChatRoom,
  RcsBrand,
  RcsBrandFields,
  RcsChatRoom,
  RcsChatRoomBind,
  isRcsChatRoomNumber,
} from './rcs-brands';

/** Characters as a person counts them (a Hangul syllable or an emoji is one). */
export { countRcsChars };

// ---------------------------------------------------------------- buttons

/** URL link (opens the page), dial (calls the number), copy (copies the text to the clipboard). */
export const RcsButtonKind = z.enum(['URL', 'DIAL', 'COPY']);
export type RcsButtonKind = z.infer<typeof RcsButtonKind>;

const BUTTON_VALUE_REQUIRED: Record<RcsButtonKind, string> = {
  URL: '연결할 URL을 입력해 주세요.',
  DIAL: '전화 걸 번호를 입력해 주세요.',
  COPY: '복사할 내용을 입력해 주세요.',
};

export const RcsButton = z
  .object({
    kind: RcsButtonKind,
    label: buttonName(countRcsChars, RCS_LIMITS.buttonLabelMax),
    value: z.string({ message: '버튼 값을 입력해 주세요.' }).trim(),
  })
  .superRefine((button, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (!button.value) return issue(BUTTON_VALUE_REQUIRED[button.kind]);
    if (button.kind === 'URL') {
      if (button.value.length > RCS_LIMITS.buttonUrlMax)
        return issue(`URL은 ${RCS_LIMITS.buttonUrlMax}자까지 쓸 수 있어요.`);
      if (!isWebUrl(button.value)) return issue('http:// 또는 https://로 시작하는 올바른 URL을 입력해 주세요.');
    }
    if (button.kind === 'DIAL' && !isSenderNumber(button.value)) return issue('올바른 전화번호 형식이 아니에요.');
    if (button.kind === 'COPY' && countRcsChars(button.value) > RCS_LIMITS.buttonCopyMax)
      return issue(`복사할 내용은 ${RCS_LIMITS.buttonCopyMax}자까지 쓸 수 있어요.`);
  });
export type RcsButton = z.infer<typeof RcsButton>;
export type RcsButtonInput = z.input<typeof RcsButton>;

// ---------------------------------------------------------------- templates

export const RcsTemplateKind = z.enum(['TEXT', 'IMAGE']);
export type RcsTemplateKind = z.infer<typeof RcsTemplateKind>;

/** Variable names a template body uses, once each. */
export const rcsVariableNames = (body: string): string[] => [
  ...new Set([...body.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!)),
];

/** A `#{` that does not open a well-formed variable such as #{name}. */
const hasBrokenVariable = (body: string): boolean => body.replace(VARIABLE_PATTERN, '').includes('#{');

export const RcsCardInput = z.object({
  /** An image uploaded with POST /api/team/rcs/images. */
  imageSeq: z
    .number({ message: '카드 이미지를 올려 주세요.' })
    .int('카드 이미지를 올려 주세요.')
    .min(1, '카드 이미지를 올려 주세요.'),
  buttons: z.array(RcsButton).default([]),
});
export type RcsCardInput = z.input<typeof RcsCardInput>;

/**
 * POST /api/team/rcs/templates and PUT .../:seq. TEXT: body <= 90 characters and one button.
 * IMAGE: body <= 500 characters, 1 to 6 cards, each with a JPG/PNG image <= 1 MB and up to 2 buttons.
 */
export const RcsTemplateInput = z
  .object({
    name: z
      .string({ message: '템플릿 이름을 입력해 주세요.' })
      .trim()
      .min(1, '템플릿 이름을 입력해 주세요.')
      .refine(
        (name) => countRcsChars(name) <= RCS_LIMITS.templateNameMax,
        `템플릿 이름은 ${RCS_LIMITS.templateNameMax}자까지 쓸 수 있어요.`,
      ),
    kind: RcsTemplateKind,
    body: z
      .string({ message: '내용을 입력해 주세요.' })
      .refine((body) => body.trim().length > 0, '내용을 입력해 주세요.'),
    buttons: z.array(RcsButton).default([]),
    cards: z.array(RcsCardInput).default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const text = input.kind === 'TEXT';
    const bodyMax = text ? RCS_LIMITS.textTemplate.bodyMax : RCS_LIMITS.imageTemplate.bodyMax;
    if (countRcsChars(input.body) > bodyMax) {
      issue(
        ['body'],
        `${text ? '텍스트' : '이미지'} 템플릿 내용은 ${bodyMax}자까지 쓸 수 있어요. 지금 ${countRcsChars(input.body).toLocaleString('ko-KR')}자예요.`,
      );
    }
    if (hasBrokenVariable(input.body))
      issue(['body'], '변수는 #{이름}처럼 중괄호를 닫아 써 주세요. (공백 없이 30자까지)');
    if (rcsVariableNames(input.body).length > RCS_LIMITS.variablesMax)
      issue(['body'], `변수는 ${RCS_LIMITS.variablesMax}개까지 넣을 수 있어요.`);
    if (text) {
      if (input.buttons.length > RCS_LIMITS.textTemplate.buttonsMax)
        issue(['buttons'], `텍스트 템플릿의 버튼은 ${RCS_LIMITS.textTemplate.buttonsMax}개까지 넣을 수 있어요.`);
      if (input.cards.length > 0) issue(['cards'], '이미지 카드는 이미지 템플릿에만 넣을 수 있어요.');
      return;
    }
    if (input.buttons.length > 0) issue(['buttons'], '이미지 템플릿의 버튼은 카드마다 넣어 주세요.');
    if (input.cards.length === 0) issue(['cards'], '이미지 카드를 한 장 이상 넣어 주세요.');
    if (input.cards.length > RCS_LIMITS.cardsMax)
      issue(['cards'], `이미지 카드는 ${RCS_LIMITS.cardsMax}장까지 넣을 수 있어요.`);
    input.cards.forEach((card, index) => {
      if (card.buttons.length > RCS_LIMITS.imageTemplate.buttonsPerCard) {
        issue(
          ['cards', index, 'buttons'],
          `버튼은 카드마다 ${RCS_LIMITS.imageTemplate.buttonsPerCard}개까지 넣을 수 있어요.`,
        );
      }
    });
  });
export type RcsTemplateInput = z.infer<typeof RcsTemplateInput>;
export type RcsTemplateFormValues = z.input<typeof RcsTemplateInput>;

export const RcsCard = z.object({ imageSeq: z.number().int(), buttons: z.array(RcsButton) });
export type RcsCard = z.infer<typeof RcsCard>;

/** The read model of a template (lists, detail, RCS sending). */
export const RcsTemplate = z.object({
  seq: z.number().int(),
  brandSeq: z.number().int(),
  name: z.string(),
  kind: RcsTemplateKind,
  body: z.string(),
  /** TEXT templates: at most one; IMAGE templates carry their buttons on the cards. */
  buttons: z.array(RcsButton),
  /** IMAGE templates: the cards in order (image + buttons); TEXT: empty. */
  cards: z.array(RcsCard),
  status: RcsReviewStatus,
  rejectReason: z.string().nullable(),
  /** Set once a send used it: such a template can no longer be deleted. */
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RcsTemplate = z.infer<typeof RcsTemplate>;

/** GET /api/team/rcs/templates/:seq */
export const RcsTemplateDetail = RcsTemplate.extend({ history: z.array(RcsReviewEvent) });
export type RcsTemplateDetail = z.infer<typeof RcsTemplateDetail>;

/** GET /api/team/rcs/templates?page&size&status&q (q: part of the name or body). */
export const RcsTemplateQuery = PageQuery.extend({
  status: RcsReviewStatus.optional(),
  q: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있어요.').optional(),
});
export type RcsTemplateQuery = z.input<typeof RcsTemplateQuery>;

/** POST /api/team/rcs/images: an uploaded card image. */
export const RcsImage = z.object({
  seq: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type RcsImage = z.infer<typeof RcsImage>;

/** POST /admin/api/rcs/brands/:seq/review and /admin/api/rcs/templates/:seq/review */
export const RcsReviewRequest = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT']),
    reason: z.string().trim().max(500, '반려 사유는 500자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.decision === 'APPROVE' || !!body.reason, {
    message: '반려 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type RcsReviewRequest = z.infer<typeof RcsReviewRequest>;

/** Usual review time of the carriers, shown on the screens. */
export const RCS_REVIEW_BUSINESS_DAYS = '2~3';

/** Path parameter of an RCS chat room, template or image. */
export const RcsSeqParams = seqParams('번호(seq)가 올바르지 않아요.');
