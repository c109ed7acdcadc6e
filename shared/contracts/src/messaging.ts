import { seqParams } from './path-params';
import { z } from 'zod';
import { isSenderNumber, normalizePhoneNumber, PHONE_NUMBER_INVALID_MESSAGE } from './phone-numbers';

/** Sender (callback) numbers: only APPROVED numbers send (DOMAIN.md). */
export const CallbackNumberStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type CallbackNumberStatus = z.infer<typeof CallbackNumberStatus>;

export const CallbackNumber = z.object({
  seq: z.number().int(),
  /** Digits only, e.g. 0212345678; screens format it with formatPhoneNumber. */
  number: z.string(),
  label: z.string(),
  status: CallbackNumberStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CallbackNumber = z.infer<typeof CallbackNumber>;

export const CallbackNumberQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: CallbackNumberStatus.optional(),
});
export type CallbackNumberQuery = z.infer<typeof CallbackNumberQuery>;

/** Digits of a number written with hyphens, spaces, dots, brackets or +82; null when other characters remain. */
export function phoneDigits(raw: string): string | null {
  const digits = normalizePhoneNumber(raw);
  return /^\d+$/.test(digits) ? digits : null;
}

/** Any valid Korean phone number form (DOMAIN.md): the sender number rules of phone-numbers.ts. */
export const isValidPhoneNumber = (digits: string): boolean => isSenderNumber(digits);

export const PHONE_NUMBER_INVALID = PHONE_NUMBER_INVALID_MESSAGE;

/** A phone number field: trimmed, hyphens allowed, answered as digits only. */
export const PhoneNumberField = z
  .string({ message: '전화번호를 입력해 주세요.' })
  .trim()
  .min(1, '전화번호를 입력해 주세요.')
  .transform((value, ctx) => {
    const digits = phoneDigits(value);
    if (!digits || !isValidPhoneNumber(digits)) {
      ctx.addIssue({ code: 'custom', message: PHONE_NUMBER_INVALID });
      return z.NEVER;
    }
    return digits;
  });

/** Whose number it is: the business's own, an employee's (proof of employment), a third party's (letter of consent). */
export const CallbackRelation = z.enum(['SELF_BUSINESS', 'EMPLOYEE', 'THIRD_PARTY']);
export type CallbackRelation = z.infer<typeof CallbackRelation>;

/** Documents of a registration; the proof of subscription is always required. */
export const CallbackDocumentKind = z.enum(['SUBSCRIPTION', 'EMPLOYMENT', 'CONSENT']);
export type CallbackDocumentKind = z.infer<typeof CallbackDocumentKind>;

/** Which extra document each relation needs, besides the proof of subscription. */
export const CALLBACK_EXTRA_DOCUMENT: Record<CallbackRelation, CallbackDocumentKind | null> = {
  SELF_BUSINESS: null,
  EMPLOYEE: 'EMPLOYMENT',
  THIRD_PARTY: 'CONSENT',
};

export const CALLBACK_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CALLBACK_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The proof of subscription must have been issued within this many months (stated by the user). */
export const CALLBACK_DOCUMENT_MAX_AGE_MONTHS = 3;
/** Our usual review time, shown on the guide and the form. */
export const CALLBACK_REVIEW_BUSINESS_DAYS = 2;
export const CALLBACK_LABEL_MAX = 30;

export const CALLBACK_DECLARATION_REQUIRED = '서류가 3개월 이내에 발급되었는지 확인해 주세요.';

/** The text fields of POST /api/team/callback-numbers (multipart; the files are parts named by kind). */
export const CallbackRegisterFields = z.object({
  number: PhoneNumberField,
  label: z
    .string()
    .trim()
    .min(1, '발신번호 이름을 입력해 주세요.')
    .max(CALLBACK_LABEL_MAX, `이름은 ${CALLBACK_LABEL_MAX}자까지 입력할 수 있어요.`),
  relation: CallbackRelation,
  /** "The proof of subscription was issued within 3 months": multipart sends it as the text "true". */
  declaration: z.union([z.literal(true), z.literal('true')], { message: CALLBACK_DECLARATION_REQUIRED }),
});
export type CallbackRegisterFields = z.input<typeof CallbackRegisterFields>;

/** POST .../resubmit: the declaration again (the files are parts named by kind). */
export const CallbackResubmitFields = CallbackRegisterFields.pick({ declaration: true });

export const CallbackDocument = z.object({
  seq: z.number().int(),
  kind: CallbackDocumentKind,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type CallbackDocument = z.infer<typeof CallbackDocument>;

/** One step of a registration's review history. */
export const CallbackReviewEventKind = z.enum(['SUBMITTED', 'RESUBMITTED', 'APPROVED', 'REJECTED']);
export const CallbackReviewEvent = z.object({
  seq: z.number().int(),
  kind: CallbackReviewEventKind,
  reason: z.string().nullable(),
  at: z.string(),
});
export type CallbackReviewEvent = z.infer<typeof CallbackReviewEvent>;

/** GET /api/team/callback-numbers/:seq */
export const CallbackNumberDetail = CallbackNumber.extend({
  relation: CallbackRelation,
  documents: z.array(CallbackDocument),
  history: z.array(CallbackReviewEvent),
});
export type CallbackNumberDetail = z.infer<typeof CallbackNumberDetail>;

/** POST /admin/api/callback-numbers/:seq/review */
export const CallbackReviewRequest = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT']),
    reason: z.string().trim().max(500, '반려 사유는 500자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.decision === 'APPROVE' || !!body.reason, {
    message: '반려 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type CallbackReviewRequest = z.infer<typeof CallbackReviewRequest>;

/** Path parameter of a sender number. */
export const CallbackSeqParams = seqParams('발신번호 번호(seq)가 올바르지 않아요.');
