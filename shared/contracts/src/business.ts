import { z } from 'zod';

/** The business registration certificate uploaded for verification. */
export const BIZ_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const BIZ_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const BizFileStatus = z.enum(['NONE', 'PENDING', 'APPROVED', 'REJECTED']);
export type BizFileStatus = z.infer<typeof BizFileStatus>;

/** GET /api/account/biz-file and the answer of POST /api/account/biz-file (multipart "file"). */
export const BizFileState = z.object({
  status: BizFileStatus,
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type BizFileState = z.infer<typeof BizFileState>;

/**
 * Korean business registration number (사업자등록번호): 10 digits whose last is a check digit over
 * the first nine with weights 1,3,7,1,3,7,1,3,5 (the ninth also adds floor(d9 * 5 / 10)).
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** 2208112341 -> 220-81-12341. */
export const formatBusinessNumber = (value: string) =>
  /^\d{10}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}` : value;

/** Hyphens allowed in the input; the value is the 10 digits. */
export const BusinessNumber = z
  .string()
  .trim()
  .min(1, '사업자등록번호를 입력해 주세요.')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, '사업자등록번호는 숫자 10자리예요. 예: 220-81-12341')
      .refine(isValidBusinessNumber, '올바른 사업자등록번호가 아니에요. 번호를 다시 확인해 주세요.'),
  );

export const BusinessType = z.enum(['NORMAL', 'VALUE_ADDED_PROVIDER'], { message: '사업자 유형을 선택해 주세요.' });
export type BusinessType = z.infer<typeof BusinessType>;

const BusinessName = z
  .string()
  .trim()
  .min(1, '상호(회사 이름)를 입력해 주세요.')
  .max(50, '상호는 50자까지 입력할 수 있어요.');
const Representative = z
  .string()
  .trim()
  .min(1, '대표자 이름을 입력해 주세요.')
  .max(30, '대표자 이름은 30자까지 입력할 수 있어요.');
const Address = z.string().trim().min(1, '사업장 주소를 입력해 주세요.').max(200, '주소는 200자까지 입력할 수 있어요.');

/** The business part of sign-up. */
export const BusinessRegistration = z.object({
  name: BusinessName,
  registrationNumber: BusinessNumber,
  representative: Representative,
  address: Address,
  type: BusinessType,
});
export type BusinessRegistration = z.infer<typeof BusinessRegistration>;

/**
 * PUT /api/account/business (master only). The registration number and the type identify the
 * business and stay as registered; changing them is a new sign-up (or a request to support).
 */
export const BusinessUpdateRequest = z.object({ name: BusinessName, representative: Representative, address: Address });
export type BusinessUpdateRequest = z.infer<typeof BusinessUpdateRequest>;

/** GET /api/account/business: the caller's business and its verification. */
export const BusinessInfo = z.object({
  bizSeq: z.number().int(),
  name: z.string(),
  registrationNumber: z.string(),
  representative: z.string(),
  address: z.string(),
  type: BusinessType,
  verified: z.boolean(),
  /** ISO date-time of the verification, null while unverified. */
  verificationDate: z.string().nullable(),
  /** Value-added providers: Y once the sales contract is confirmed; null for a normal business. */
  providerApprove: z.enum(['Y', 'N']).nullable(),
  createdAt: z.string(),
  bizFile: BizFileState,
});
export type BusinessInfo = z.infer<typeof BusinessInfo>;

/** POST /admin/api/businesses/:bizSeq/verification (operators, ADMIN_TOKEN). */
export const VerificationDecisionRequest = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { message: 'decision은 APPROVE 또는 REJECT예요.' }),
    reason: z.string().trim().max(500, '사유는 500자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.decision !== 'REJECT' || (body.reason ?? '').length > 0, {
    path: ['reason'],
    message: '반려할 때는 사유를 입력해 주세요.',
  });
export type VerificationDecisionRequest = z.infer<typeof VerificationDecisionRequest>;
