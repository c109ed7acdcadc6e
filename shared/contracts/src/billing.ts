import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { BusinessNumber } from './business';
import { PRICES_KRW, VAT_RATE, type PricedType } from './prices';

export { PRICES_KRW, VAT_RATE, type PricedType } from './prices';

export const PriceChannel = z.enum(['SMS', 'RCS', 'KAKAO', 'EMAIL']);
export const PriceRow = z.object({
  type: z.enum(Object.keys(PRICES_KRW) as [PricedType, ...PricedType[]]),
  channel: PriceChannel,
  priceKrw: z.number(),
  priceWithVatKrw: z.number(),
});
export type PriceRow = z.infer<typeof PriceRow>;

export const PriceTable = z.object({
  rows: z.array(PriceRow),
  vatRate: z.number(),
  effectiveFrom: z.string(),
});
export type PriceTable = z.infer<typeof PriceTable>;

// ================================================================ money model (issue 14)
// DOMAIN.md "Billing". Amounts are whole KRW. Balances, charges and caps are supply amounts (before
// VAT); a top-up is paid with VAT on top (10,000 KRW of balance costs 11,000 KRW).

/** VAT of a supply amount: 10 %, rounded down to the won (per invoice or payment). */
export const vatOf = (supplyKrw: number): number => Math.floor(supplyKrw * VAT_RATE);

export const PaymentMode = z.enum(['PREPAID', 'POSTPAID']);
export type PaymentMode = z.infer<typeof PaymentMode>;

export const MIN_TOP_UP_KRW = 10_000;
export const MAX_TOP_UP_KRW = 10_000_000;
/** Invoices close on the 1st (KST) for the previous month and fall due on this day of the month. */
export const INVOICE_DUE_DAY = 25;

const Krw = z.number().int();
const Email = z
  .string()
  .trim()
  .email('올바른 이메일 주소가 아니에요.')
  .max(100, '이메일은 100자까지 입력할 수 있어요.');

/** GET /api/billing/account: the business's way of paying, its balance and settings (every role reads). */
export const BillingAccount = z.object({
  mode: PaymentMode,
  /** Sum of the ledger: top-ups minus charges plus refunds. Postpaid: minus what this month used so far. */
  balanceKrw: Krw,
  /** Estimated cost of sends accepted but not yet handed over (kept aside from the balance). */
  heldKrw: Krw,
  /** balance - held: what a new send may use (prepaid). */
  availableKrw: Krw,
  /** Charges minus refunds of the current KST month, every team. */
  monthToDateKrw: Krw,
  autoTopUp: z.object({
    enabled: z.boolean(),
    thresholdKrw: Krw,
    amountKrw: Krw,
    /** The card it charges; null = the default card. */
    paymentMethodSeq: z.number().int().nullable(),
  }),
  /** A notification goes to masters when the balance falls below this (0 = never). */
  lowBalanceAlertKrw: Krw,
  taxInvoiceEmail: z.string().nullable(),
  /** Postpaid needs a verified business (DOMAIN.md). */
  postpaidEligible: z.boolean(),
  defaultPaymentMethodSeq: z.number().int().nullable(),
});
export type BillingAccount = z.infer<typeof BillingAccount>;

/** PUT /api/billing/account/settings (master). */
export const BillingSettingsInput = z.object({
  autoTopUp: z.object({
    enabled: z.boolean(),
    thresholdKrw: z
      .number()
      .int('금액은 원 단위 숫자로 입력해 주세요.')
      .min(0, '금액은 0원 이상이어야 해요.')
      .max(MAX_TOP_UP_KRW, '기준 잔액이 너무 커요.'),
    amountKrw: z
      .number()
      .int('금액은 원 단위 숫자로 입력해 주세요.')
      .min(MIN_TOP_UP_KRW, `충전 금액은 ${MIN_TOP_UP_KRW.toLocaleString('ko-KR')}원 이상이어야 해요.`)
      .max(MAX_TOP_UP_KRW, `한 번에 ${MAX_TOP_UP_KRW.toLocaleString('ko-KR')}원까지 충전할 수 있어요.`),
    paymentMethodSeq: z.number().int().positive().nullable(),
  }),
  lowBalanceAlertKrw: z
    .number()
    .int('금액은 원 단위 숫자로 입력해 주세요.')
    .min(0, '금액은 0원 이상이어야 해요.')
    .max(MAX_TOP_UP_KRW, '알림 기준이 너무 커요.'),
});
export type BillingSettingsInput = z.infer<typeof BillingSettingsInput>;

// ---------------------------------------------------------------- top-ups (prepaid)

export const TopUpMethod = z.enum(['CARD', 'VIRTUAL_ACCOUNT']);
export type TopUpMethod = z.infer<typeof TopUpMethod>;
export const TopUpStatus = z.enum(['WAITING_DEPOSIT', 'PAID', 'FAILED', 'EXPIRED']);
export type TopUpStatus = z.infer<typeof TopUpStatus>;

/** POST /api/billing/top-ups (master, prepaid): CARD charges a registered card now; VIRTUAL_ACCOUNT issues an account to deposit to. */
export const TopUpInput = z.object({
  amountKrw: z
    .number({ message: '충전 금액을 입력해 주세요.' })
    .int('금액은 원 단위 숫자로 입력해 주세요.')
    .min(MIN_TOP_UP_KRW, `충전 금액은 ${MIN_TOP_UP_KRW.toLocaleString('ko-KR')}원 이상이어야 해요.`)
    .max(MAX_TOP_UP_KRW, `한 번에 ${MAX_TOP_UP_KRW.toLocaleString('ko-KR')}원까지 충전할 수 있어요.`),
  method: TopUpMethod,
  /** CARD: the card to charge; null = the default card. */
  paymentMethodSeq: z.number().int().positive().nullable().default(null),
});
export type TopUpInput = z.input<typeof TopUpInput>;

export const TopUp = z.object({
  seq: z.number().int(),
  method: TopUpMethod,
  status: TopUpStatus,
  /** Balance added (supply amount). */
  amountKrw: Krw,
  vatKrw: Krw,
  /** What was paid or is to be deposited: amount + VAT. */
  totalKrw: Krw,
  /** CARD: "신한카드 ****1234"; VIRTUAL_ACCOUNT: "국민은행 123-456-789012". */
  paidWith: z.string(),
  /** VIRTUAL_ACCOUNT: deposit before this time. */
  depositDeadline: z.string().nullable(),
  failReason: z.string().nullable(),
  automatic: z.boolean(),
  requestedBy: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TopUp = z.infer<typeof TopUp>;
export const TopUpListQuery = PageQuery;

// ---------------------------------------------------------------- ledger

export const LedgerKind = z.enum(['TOP_UP', 'CHARGE', 'REFUND', 'ADJUSTMENT']);
export type LedgerKind = z.infer<typeof LedgerKind>;

/** GET /api/billing/ledger?page&size&from&to (master): the balance's movements, newest first. */
export const LedgerEntry = z.object({
  seq: z.number().int(),
  kind: LedgerKind,
  /** Signed: + top-up and refund, - charge. */
  amountKrw: Krw,
  quantity: z.number().int(),
  teamName: z.string().nullable(),
  channel: z.string().nullable(),
  type: z.string().nullable(),
  requestSeq: z.number().int().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

// ---------------------------------------------------------------- payment methods

export const PaymentMethodKind = z.enum(['CARD', 'CMS', 'VIRTUAL_ACCOUNT']);
export type PaymentMethodKind = z.infer<typeof PaymentMethodKind>;
export const PaymentMethodStatus = z.enum(['ACTIVE', 'REMOVED']);

/** Banks a CMS account or a virtual account may be at (code: the KFTC bank code). */
export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
] as const;
export const BankCode = z.enum(BANKS.map((bank) => bank.code) as [string, ...string[]], {
  message: '은행을 선택해 주세요.',
});
export const bankName = (code: string): string => BANKS.find((bank) => bank.code === code)?.name ?? code;

export const PaymentMethod = z.object({
  seq: z.number().int(),
  kind: PaymentMethodKind,
  status: PaymentMethodStatus,
  /** "신한카드 ****1234", "KB국민은행 ****5678 (홍길동)". */
  label: z.string(),
  isDefault: z.boolean(),
  /** CARD: "MM/YY". */
  cardExpiry: z.string().nullable(),
  /** CMS: withdrawal day of the month (1..28). */
  withdrawalDay: z.number().int().nullable(),
  holderName: z.string().nullable(),
  registeredBy: z.string(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodEventKind = z.enum([
  'REGISTERED',
  'SET_DEFAULT',
  'REMOVED',
  'ACCOUNT_CHECKED',
  'CHARGED',
  'CHARGE_FAILED',
]);
export const PaymentMethodEvent = z.object({
  kind: PaymentMethodEventKind,
  detail: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type PaymentMethodEvent = z.infer<typeof PaymentMethodEvent>;

/** GET /api/billing/payment-methods/:seq */
export const PaymentMethodDetail = PaymentMethod.extend({
  /** CMS: what was consented to, when and by whom (출금이체 동의, kept as evidence). */
  consent: z.object({ text: z.string(), agreedAt: z.string(), agreedBy: z.string(), phone: z.string() }).nullable(),
  bankCode: z.string().nullable(),
  history: z.array(PaymentMethodEvent),
});
export type PaymentMethodDetail = z.infer<typeof PaymentMethodDetail>;

const Digits = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `${label}는 숫자만 입력해 주세요.`)
        .min(min, `${label}를 다시 확인해 주세요.`)
        .max(max, `${label}를 다시 확인해 주세요.`),
    );

/** POST /api/billing/payment-methods/cards (master): a corporate card, checked by the payment simulator. */
export const CardInput = z.object({
  cardNumber: Digits('카드 번호', 15, 16),
  /** MM/YY, not past. */
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, '유효기간은 MM/YY 형식으로 입력해 주세요.'),
  /** Date of birth (YYMMDD) for a personal card or the business number for a corporate one. */
  ownerId: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\d{6}|\d{10})$/, '생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.')),
  passwordFirstTwo: z.string().regex(/^\d{2}$/, '비밀번호 앞 2자리를 입력해 주세요.'),
  makeDefault: z.boolean().default(false),
});
export type CardInput = z.input<typeof CardInput>;

/** Holder's id on a CMS registration: date of birth YYMMDD (person) or business number (company). */
export const CmsHolderId = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\d{6}|\d{10})$/, '생년월일 6자리(YYMMDD) 또는 사업자등록번호 10자리를 입력해 주세요.'));

/** POST /api/billing/cms/account-check (master): asks the bank (simulator) whether the account and holder agree. */
export const CmsAccountCheckInput = z.object({
  bankCode: BankCode,
  accountNumber: Digits('계좌번호', 10, 14),
  holderName: z.string().trim().min(1, '예금주를 입력해 주세요.').max(30, '예금주는 30자까지 입력할 수 있어요.'),
  holderId: CmsHolderId,
});
export type CmsAccountCheckInput = z.input<typeof CmsAccountCheckInput>;
export const CmsAccountCheck = z.object({
  /** Valid for 10 minutes: the registration names it. */
  checkToken: z.string(),
  bankName: z.string(),
  maskedAccount: z.string(),
  holderName: z.string(),
});
export type CmsAccountCheck = z.infer<typeof CmsAccountCheck>;

/** The withdrawal-transfer consent shown in the CMS popup; its version is recorded with the consent. */
export const CMS_CONSENT_VERSION = '2026-11';
export const CMS_CONSENT_TEXT =
  '본인은 위 계좌에서 이용요금을 매월 지정한 출금일에 자동으로 출금하는 것(출금이체)에 동의합니다. 출금일이 휴일이면 다음 영업일에 출금되며, 잔액이 부족하면 출금되지 않을 수 있습니다. 동의는 결제 정보에서 자동이체를 해지할 때까지 유지되며, 동의 기록(일시, 동의자, 연락처)은 출금이체 증빙으로 5년간 보관됩니다.';

/** POST /api/billing/payment-methods/cms (master): registers the checked account for automatic transfer. */
export const CmsRegistrationInput = CmsAccountCheckInput.extend({
  checkToken: z.string().min(1, '계좌 확인을 먼저 해 주세요.'),
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 다시 확인해 주세요.')),
  withdrawalDay: z.number().int().min(1, '출금일을 선택해 주세요.').max(28, '출금일은 28일까지 고를 수 있어요.'),
  consent: z.literal(true, { message: '출금이체에 동의해 주세요.' }),
  makeDefault: z.boolean().default(true),
});
export type CmsRegistrationInput = z.input<typeof CmsRegistrationInput>;

/** window.opener.postMessage of the CMS popup once registered (same origin only). */
export const CMS_POPUP_MESSAGE = 'console:cms-registered';
export interface CmsPopupMessage {
  type: typeof CMS_POPUP_MESSAGE;
  paymentMethodSeq: number;
  label: string;
}

// ---------------------------------------------------------------- usage (이용내역)

export const UsageChannel = z.enum(['SMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE', 'EMAIL']);
export type UsageChannel = z.infer<typeof UsageChannel>;

/** GET /api/billing/usage (and /usage/export, CSV): KST days, by day or month, optionally one team or channel. */
export const UsageQuery = z
  .object({
    unit: z.enum(['DAY', 'MONTH']).default('DAY'),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number().int().positive().optional(),
    channel: UsageChannel.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: '시작일이 종료일보다 늦을 수 없어요.' });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (query.unit === 'DAY' && days >= 31)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: '일별 조회 기간은 최대 31일이에요. 더 긴 기간은 월별로 봐 주세요.',
      });
    const months =
      (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4))) * 12 +
      Number(query.to.slice(5, 7)) -
      Number(query.from.slice(5, 7));
    if (query.unit === 'MONTH' && months >= 12)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '월별 조회 기간은 최대 12개월이에요.' });
  });
export type UsageQuery = z.input<typeof UsageQuery>;

/** One line of the usage table (DOMAIN.md columns). */
export const UsageRow = z.object({
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  period: z.string(),
  teamSeq: z.number().int(),
  teamName: z.string(),
  channel: UsageChannel,
  /** SMS, LMS, MMS, RCS_SMS, ..., ALIMTALK, BRAND_MESSAGE. */
  type: z.string(),
  requested: z.number().int(),
  /** Delivered = charged. */
  delivered: z.number().int(),
  /** Failed and not charged (fallbacks excluded). */
  failed: z.number().int(),
  fallback: z.number().int(),
  unitPriceKrw: Krw,
  amountKrw: Krw,
});
export type UsageRow = z.infer<typeof UsageRow>;

export const UsageReport = z.object({
  unit: z.enum(['DAY', 'MONTH']),
  from: z.string(),
  to: z.string(),
  /** The chart: amount and counts per period (every period of the range, zeros included). */
  series: z.array(
    z.object({
      period: z.string(),
      amountKrw: Krw,
      requested: z.number().int(),
      delivered: z.number().int(),
      byChannel: z.record(z.string(), Krw),
    }),
  ),
  rows: z.array(UsageRow),
  totals: z.object({
    requested: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    fallback: z.number().int(),
    amountKrw: Krw,
    vatKrw: Krw,
  }),
});
export type UsageReport = z.infer<typeof UsageReport>;

// ---------------------------------------------------------------- invoices

export const InvoiceStatus = z.enum(['ISSUED', 'PAID', 'OVERDUE']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const InvoiceLine = z.object({
  teamName: z.string().nullable(),
  channel: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  unitPriceKrw: Krw,
  amountKrw: Krw,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceSummary = z.object({
  seq: z.number().int(),
  /** 'YYYY-MM': the month of usage. */
  month: z.string(),
  mode: PaymentMode,
  status: InvoiceStatus,
  supplyKrw: Krw,
  vatKrw: Krw,
  totalKrw: Krw,
  issuedAt: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  /** "CMS 자동이체", "계좌이체", "선불 잔액 차감". */
  paidWith: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

const TaxParty = z.object({
  registrationNumber: z.string(),
  companyName: z.string(),
  representative: z.string(),
  address: z.string(),
  businessType: z.string(),
  businessItem: z.string(),
  email: z.string().nullable(),
});
export const InvoiceDetail = InvoiceSummary.extend({
  lines: z.array(InvoiceLine),
  taxInvoice: z.object({
    supplier: TaxParty,
    recipient: TaxParty,
    issueDate: z.string(),
    /** 24 characters from the tax authority (simulated), null until issued. */
    approvalNumber: z.string().nullable(),
  }),
  /** Where a bank transfer goes (postpaid). */
  transferAccount: z.string(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const InvoiceListQuery = PageQuery.extend({
  status: InvoiceStatus.optional(),
});

// ---------------------------------------------------------------- services and team caps

export const BillingService = z.enum(['SMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE']);
export type BillingService = z.infer<typeof BillingService>;
/** ACTIVE: in use; NEEDS_SETUP: registration missing (what is said in `setup`); STOPPED: stopped by the master. */
export const ServiceState = z.enum(['ACTIVE', 'NEEDS_SETUP', 'STOPPED']);
export type ServiceState = z.infer<typeof ServiceState>;

/** GET /api/billing/services: every service with its state and how to start or stop it. */
export const ServiceStatus = z.object({
  service: BillingService,
  state: ServiceState,
  /** What is still needed (NEEDS_SETUP), e.g. "승인된 발신번호가 필요해요." */
  setup: z.string().nullable(),
  /** An in-app path that starts the registration, e.g. /console/number/register. */
  setupPath: z.string().nullable(),
  /** Prices of its types, before VAT. */
  prices: z.array(z.object({ type: z.string(), priceKrw: Krw })),
  monthToDateKrw: Krw,
  stoppedAt: z.string().nullable(),
  stoppedBy: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof ServiceStatus>;
/** POST /api/billing/services/:service/stop|resume (master). */
export const ServiceStopInput = z.object({
  reason: z.string().trim().max(200, '사유는 200자까지 입력할 수 있어요.').default(''),
});

/** GET /api/billing/team-caps (master) and PUT /api/billing/team-caps/:teamSeq. */
export const TeamSpendCap = z.object({
  teamSeq: z.number().int(),
  teamName: z.string(),
  /** null = no cap. */
  monthlyCapKrw: Krw.nullable(),
  /** Charges minus refunds this KST month, plus sends waiting to be handed over. */
  spentKrw: Krw,
});
export type TeamSpendCap = z.infer<typeof TeamSpendCap>;
export const TeamSpendCapInput = z.object({
  monthlyCapKrw: z
    .number({ message: '한도를 숫자로 입력해 주세요.' })
    .int('한도는 원 단위 숫자로 입력해 주세요.')
    .min(1_000, '한도는 1,000원 이상이어야 해요.')
    .max(1_000_000_000, '한도가 너무 커요.')
    .nullable(),
});
export type TeamSpendCapInput = z.infer<typeof TeamSpendCapInput>;

/** Tax-invoice recipient data kept for the business (PUT /api/billing/tax-info, master). */
export const TaxInfoInput = z.object({
  registrationNumber: BusinessNumber,
  companyName: z.string().trim().min(1, '상호를 입력해 주세요.').max(50, '상호는 50자까지 입력할 수 있어요.'),
  representative: z
    .string()
    .trim()
    .min(1, '대표자 이름을 입력해 주세요.')
    .max(30, '대표자 이름은 30자까지 입력할 수 있어요.'),
  address: z.string().trim().min(1, '사업장 주소를 입력해 주세요.').max(200, '주소는 200자까지 입력할 수 있어요.'),
  businessType: z.string().trim().min(1, '업태를 입력해 주세요.').max(50, '업태는 50자까지 입력할 수 있어요.'),
  businessItem: z.string().trim().min(1, '종목을 입력해 주세요.').max(50, '종목은 50자까지 입력할 수 있어요.'),
  email: Email,
});
export type TaxInfoInput = z.input<typeof TaxInfoInput>;
/** GET /api/billing/tax-info: null fields until the master fills them (the business's own name and number are offered). */
export const TaxInfo = z.object({
  registrationNumber: z.string(),
  companyName: z.string(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  businessType: z.string().nullable(),
  businessItem: z.string().nullable(),
  email: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TaxInfo = z.infer<typeof TaxInfo>;
