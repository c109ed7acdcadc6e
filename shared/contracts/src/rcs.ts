import { seqParams } from './path-params';
import { z } from 'zod';
import { buttonName } from './button-name';
import { countRcsChars } from './char-count';
import { isWebUrl } from './web-url';
import { PageQuery } from './api-envelope';
import { VARIABLE_PATTERN } from './message-limits';
import { isSenderNumber, normalizePhoneNumber } from './phone-numbers';

/**
 * RCS (DOMAIN.md "RCS"): a team registers one brand (reviewed), binds chat rooms (approved sender
 * numbers that are not mobile numbers) to it, and registers templates (reviewed). Plain RCS
 * SMS/LMS/MMS need no template approval. Every limit lives here, for the screens and the server.
 */
export const RCS_LIMITS = {
  /** Brand name shown on the phone above the messages (**ours**). */
  brandNameMax: 30,
  brandDescriptionMax: 200,
  /** Logo and card images: JPG/PNG by their bytes, <= 1 MB. */
  imageMaxBytes: 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'] as readonly string[],
  templateNameMax: 30,
  /** Button label (**ours**: the carriers cut longer labels on small phones). */
  buttonLabelMax: 17,
  buttonUrlMax: 1000,
  buttonCopyMax: 100,
  /** Variables #{name} a template body may hold (**ours**). */
  variablesMax: 10,
  /** Cards of an image template or an RCS MMS (**ours**: the carousel of the Korean RCS Biz Center). */
  cardsMax: 6,
  sms: { bodyMax: 100, buttonsMax: 1 },
  lms: { bodyMax: 1300, buttonsMax: 6 },
  mms: { bodyMax: 1300, buttonsPerCard: 2 },
  textTemplate: { bodyMax: 90, buttonsMax: 1 },
  imageTemplate: { bodyMax: 500, buttonsPerCard: 2 },
} as const;

/** Characters as a person counts them (a Hangul syllable or an emoji is one). */
export { countRcsChars };

export const RCS_MOBILE_NUMBER_REFUSED =
  '010 휴대폰 번호는 RCS 대화방에 연결할 수 없어요. 유선 번호나 대표번호를 골라 주세요.';

/** A chat room number: a valid sender number that is not a mobile number (landline, 15XX/16XX/18XX, 0N0). */
export const isRcsChatRoomNumber = (raw: string): boolean => {
  const digits = normalizePhoneNumber(raw);
  return isSenderNumber(digits) && !/^01\d/.test(digits);
};

/** Review states of brands and templates. */
export const RcsReviewStatus = z.enum(['REVIEW', 'APPROVED', 'REJECTED']);
export type RcsReviewStatus = z.infer<typeof RcsReviewStatus>;

export const RcsReviewEventKind = z.enum(['SUBMITTED', 'RESUBMITTED', 'APPROVED', 'REJECTED']);
export const RcsReviewEvent = z.object({
  seq: z.number().int(),
  kind: RcsReviewEventKind,
  reason: z.string().nullable(),
  at: z.string(),
});
export type RcsReviewEvent = z.infer<typeof RcsReviewEvent>;

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

// ---------------------------------------------------------------- brand

/** The text fields of POST /api/team/rcs/brand and .../resubmit (multipart; the logo is the part `logo`). */
export const RcsBrandFields = z.object({
  name: z
    .string({ message: '브랜드 이름을 입력해 주세요.' })
    .trim()
    .min(1, '브랜드 이름을 입력해 주세요.')
    .refine(
      (name) => countRcsChars(name) <= RCS_LIMITS.brandNameMax,
      `브랜드 이름은 ${RCS_LIMITS.brandNameMax}자까지 쓸 수 있어요.`,
    ),
  description: z
    .string({ message: '브랜드 소개를 입력해 주세요.' })
    .trim()
    .min(1, '브랜드 소개를 입력해 주세요.')
    .refine(
      (text) => countRcsChars(text) <= RCS_LIMITS.brandDescriptionMax,
      `브랜드 소개는 ${RCS_LIMITS.brandDescriptionMax}자까지 쓸 수 있어요.`,
    ),
});
export type RcsBrandFields = z.infer<typeof RcsBrandFields>;

export const RCS_LOGO_REQUIRED = '브랜드 로고 이미지를 올려 주세요.';
export const RCS_IMAGE_TYPE_INVALID = 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.';
export const RCS_IMAGE_TOO_LARGE = `이미지는 ${RCS_LIMITS.imageMaxBytes / 1024 / 1024}MB까지 올릴 수 있어요.`;

export const RcsChatRoom = z.object({
  seq: z.number().int(),
  brandSeq: z.number().int(),
  callbackSeq: z.number().int(),
  /** Digits only. */
  senderNumber: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type RcsChatRoom = z.infer<typeof RcsChatRoom>;

/** GET /api/team/rcs/brand: the team's brand with its chat rooms, or null before registration. */
export const RcsBrand = z.object({
  seq: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** GET /api/team/rcs/images/:logoImageSeq answers the logo. */
  logoImageSeq: z.number().int(),
  status: RcsReviewStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  chatRooms: z.array(RcsChatRoom),
  history: z.array(RcsReviewEvent),
});
export type RcsBrand = z.infer<typeof RcsBrand>;

/** POST /api/team/rcs/chat-rooms */
export const RcsChatRoomBind = z.object({
  callbackSeq: z.coerce
    .number({ message: '연결할 발신번호를 골라 주세요.' })
    .int('연결할 발신번호를 골라 주세요.')
    .min(1, '연결할 발신번호를 골라 주세요.'),
});
export type RcsChatRoomBind = z.infer<typeof RcsChatRoomBind>;

/** What RCS sending reads: a chat room it may send from, with the brand name shown on the phone. */
export const RcsApprovedChatRoom = z.object({
  chatRoomSeq: z.number().int(),
  senderNumber: z.string(),
  brandName: z.string(),
});
export type RcsApprovedChatRoom = z.infer<typeof RcsApprovedChatRoom>;

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
