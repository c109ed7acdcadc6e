import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { Email, PersonName } from './account-fields';
import { PHONE_NUMBER_INVALID_MESSAGE, isSenderNumber, normalizePhoneNumber } from './phone-numbers';
import { isWebUrl } from './web-url';

// Consulting and partnership inquiries of the public site (issue 16) and the questionnaire that can
// lead to one. DOMAIN.md "Public pages": forms that collect personal data ask a separate consent
// naming the items, the purpose and the retention period, with the right to refuse.

export const SalesInquiryKind = z.enum(['CONSULTING', 'PARTNERSHIP']);
export type SalesInquiryKind = z.infer<typeof SalesInquiryKind>;
export const SalesInquiryState = z.enum(['NEW', 'CLOSED']);
export type SalesInquiryState = z.infer<typeof SalesInquiryState>;

/** Services a consulting inquiry can name (the service pages prefill one with `?service=`). */
export const INQUIRY_SERVICES = [
  'SMS',
  'ALIMTALK',
  'BRAND_MESSAGE',
  'RCS',
  'MO',
  'CHATBOT',
  'ITALK',
  'CHATIST',
  'NUGU_BIZCALL',
  'SOLUTION',
] as const;
export const InquiryService = z.enum(INQUIRY_SERVICES);
export type InquiryService = z.infer<typeof InquiryService>;

/** Expected monthly volume as a range: the questionnaire's cost estimate multiplies its bounds. */
export const MONTHLY_VOLUME_RANGES = {
  UNDER_10K: { min: 0, max: 10_000 },
  FROM_10K: { min: 10_000, max: 100_000 },
  FROM_100K: { min: 100_000, max: 1_000_000 },
  OVER_1M: { min: 1_000_000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type MonthlyVolume = keyof typeof MONTHLY_VOLUME_RANGES;
export const MonthlyVolume = z.enum(Object.keys(MONTHLY_VOLUME_RANGES) as [MonthlyVolume, ...MonthlyVolume[]], {
  message: '예상 월 발송량을 골라 주세요.',
});

export const PARTNERSHIP_TYPES = ['RESALE', 'TECHNOLOGY', 'CO_MARKETING', 'OTHER'] as const;
export const PartnershipType = z.enum(PARTNERSHIP_TYPES, { message: '제휴 유형을 골라 주세요.' });
export type PartnershipType = z.infer<typeof PartnershipType>;

/** The consent the forms show; stored with each inquiry so a later wording change is traceable. */
export const SALES_CONSENT_VERSION = '2026-01';
/** How long an inquiry's personal data is kept after it is received (named in the consent). */
export const SALES_INQUIRY_RETENTION_YEARS = 1;
/** Business days within which the sales team answers (named in the confirmation and its mail). */
export const SALES_REPLY_BUSINESS_DAYS = 2;
/** The per-IP limit of each form, counted in the database so every server process agrees. */
export const SALES_INQUIRY_MAX_PER_IP = 5;
export const SALES_INQUIRY_WINDOW_MINUTES = 60;
/** The hidden field people never see: a filled one marks a bot, which is answered as if accepted. */
export const HONEYPOT_FIELD = 'website2';

export const SALES_CONSENT_REQUIRED = '개인정보 수집·이용에 동의해야 신청할 수 있어요.';

// ---------------------------------------------------------------- the questionnaire

export const Industry = z.enum(['COMMERCE', 'FINANCE', 'EDUCATION', 'HEALTHCARE', 'PUBLIC', 'IT', 'OTHER'], {
  message: '업종을 골라 주세요.',
});
export type Industry = z.infer<typeof Industry>;
export const QuestionnairePurpose = z.enum(['VERIFICATION', 'ORDER_SHIPPING', 'RESERVATION', 'MARKETING', 'SUPPORT']);
export type QuestionnairePurpose = z.infer<typeof QuestionnairePurpose>;
/** Channels the business already sends through. */
export const ChannelInUse = z.enum(['SMS', 'KAKAO', 'RCS', 'EMAIL']);
export type ChannelInUse = z.infer<typeof ChannelInUse>;

export const QuestionnaireAnswers = z.object({
  industry: Industry,
  purposes: z
    .array(QuestionnairePurpose)
    .min(1, '보내려는 메시지의 용도를 하나 이상 골라 주세요.')
    .transform((values) => [...new Set(values)]),
  volume: MonthlyVolume,
  channels: z.array(ChannelInUse).transform((values) => [...new Set(values)]),
  api: z.boolean({ message: 'API 연동이 필요한지 골라 주세요.' }),
});
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswers>;

/**
 * The answers as URL parameters, so a result can be shared and read with no state:
 * `industry=COMMERCE&purposes=VERIFICATION,MARKETING&volume=FROM_10K&channels=SMS&api=yes`.
 */
export function questionnaireParams(answers: QuestionnaireAnswers): URLSearchParams {
  return new URLSearchParams({
    industry: answers.industry,
    purposes: answers.purposes.join(','),
    volume: answers.volume,
    channels: answers.channels.join(','),
    api: answers.api ? 'yes' : 'no',
  });
}

/** The answers a URL carries, or null when any is missing or unknown (an edited or cut link). */
export function questionnaireAnswersOf(params: URLSearchParams): QuestionnaireAnswers | null {
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  const api = params.get('api');
  const parsed = QuestionnaireAnswers.safeParse({
    industry: params.get('industry'),
    purposes: list('purposes'),
    volume: params.get('volume'),
    channels: list('channels'),
    api: api === 'yes' ? true : api === 'no' ? false : undefined,
  });
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------- the forms

const Company = z
  .string({ message: '회사명을 입력해 주세요.' })
  .trim()
  .min(1, '회사명을 입력해 주세요.')
  .max(100, '회사명은 100자까지 입력할 수 있어요.');
/** A phone people answer: mobile, landline, representative or 0N0; stored as digits. */
const ContactPhone = z
  .string({ message: '연락처를 입력해 주세요.' })
  .trim()
  .min(1, '연락처를 입력해 주세요.')
  .transform(normalizePhoneNumber)
  .refine(isSenderNumber, PHONE_NUMBER_INVALID_MESSAGE);
const Message = z
  .string({ message: '문의 내용을 입력해 주세요.' })
  .trim()
  .min(10, '문의 내용을 10자 이상 입력해 주세요.')
  .max(2000, '문의 내용은 2,000자까지 입력할 수 있어요.');
const Consent = z.literal(true, { message: SALES_CONSENT_REQUIRED });
const Honeypot = z.string().max(500).optional();

const contactFields = {
  company: Company,
  name: PersonName,
  phone: ContactPhone,
  email: Email,
  message: Message,
  privacyConsent: Consent,
  [HONEYPOT_FIELD]: Honeypot,
};

/** POST /api/public/consulting-inquiries. */
export const ConsultingInquiryRequest = z.object({
  ...contactFields,
  monthlyVolume: MonthlyVolume,
  services: z
    .array(InquiryService, { message: '관심 있는 서비스를 하나 이상 골라 주세요.' })
    .min(1, '관심 있는 서비스를 하나 이상 골라 주세요.')
    .transform((values) => [...new Set(values)]),
  /** The questionnaire's answers when the form was opened from its result. */
  answers: QuestionnaireAnswers.optional(),
});
export type ConsultingInquiryRequest = z.input<typeof ConsultingInquiryRequest>;
export type ConsultingInquiry = z.infer<typeof ConsultingInquiryRequest>;

/** POST /api/public/partnership-inquiries. */
export const PartnershipInquiryRequest = z.object({
  ...contactFields,
  partnershipType: PartnershipType,
  website: z
    .string()
    .trim()
    .max(200, '웹사이트 주소는 200자까지 입력할 수 있어요.')
    .refine((value) => value === '' || isWebUrl(value), '웹사이트 주소는 http:// 또는 https://로 시작해야 해요.')
    .optional(),
});
export type PartnershipInquiryRequest = z.input<typeof PartnershipInquiryRequest>;
export type PartnershipInquiry = z.infer<typeof PartnershipInquiryRequest>;

export const SalesInquiryReceipt = z.object({ seq: z.number().int(), receivedAt: z.string() });
export type SalesInquiryReceipt = z.infer<typeof SalesInquiryReceipt>;

// ---------------------------------------------------------------- the operator's calls

export const SalesInquiryListQuery = PageQuery.extend({
  kind: SalesInquiryKind.optional(),
  state: SalesInquiryState.optional(),
});
export type SalesInquiryListQuery = z.infer<typeof SalesInquiryListQuery>;

export const SalesInquirySeqParams = z.object({
  seq: z.coerce
    .number({ message: '문의 번호가 올바르지 않아요.' })
    .int('문의 번호가 올바르지 않아요.')
    .min(1, '문의 번호가 올바르지 않아요.')
    .max(2_147_483_647, '문의 번호가 올바르지 않아요.'),
});

export const CloseSalesInquiryRequest = z.object({
  note: z
    .string({ message: '처리 내용을 입력해 주세요.' })
    .trim()
    .min(1, '처리 내용을 입력해 주세요.')
    .max(1000, '처리 내용은 1,000자까지 입력할 수 있어요.'),
});
export type CloseSalesInquiryRequest = z.infer<typeof CloseSalesInquiryRequest>;

export const SalesInquiry = z.object({
  seq: z.number().int(),
  kind: SalesInquiryKind,
  state: SalesInquiryState,
  company: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  monthlyVolume: MonthlyVolume.nullable(),
  services: z.array(InquiryService),
  partnershipType: PartnershipType.nullable(),
  website: z.string().nullable(),
  message: z.string(),
  answers: QuestionnaireAnswers.nullable(),
  consentVersion: z.string(),
  agreedAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closeNote: z.string().nullable(),
});
export type SalesInquiry = z.infer<typeof SalesInquiry>;
