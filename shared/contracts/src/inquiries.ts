import { z } from 'zod';
import { PageQuery } from './api-envelope';

/** What a 1:1 service inquiry is about (the write form's choices, in this order). */
export const InquiryCategory = z.enum(['SENDING', 'NUMBER', 'KAKAO', 'RCS', 'BILLING', 'ACCOUNT', 'API', 'ETC'], {
  message: '문의 유형을 선택해 주세요.',
});
export type InquiryCategory = z.infer<typeof InquiryCategory>;

/** 접수 -> 처리 중 -> 답변 완료; a follow-up question on an answered inquiry receives it again. */
export const InquiryState = z.enum(['RECEIVED', 'IN_PROGRESS', 'ANSWERED']);
export type InquiryState = z.infer<typeof InquiryState>;

export const InquiryAuthorKind = z.enum(['USER', 'OPERATOR']);
export type InquiryAuthorKind = z.infer<typeof InquiryAuthorKind>;

export const INQUIRY_LIMITS = {
  titleMax: 100,
  bodyMax: 4000,
  /** Each attachment, in bytes. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsPerMessage: 3,
  /** New inquiries and follow-ups a user may write in 24 hours. */
  writesPerDay: 20,
} as const;

// --- Attachments, judged by their bytes (the server and the write form run the same code) ---

export const INQUIRY_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'application/x-hwp',
] as const;
export type InquiryFileType = (typeof INQUIRY_FILE_TYPES)[number];

/** The file picker's offer; the bytes decide anyway. */
export const INQUIRY_FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,.xlsx,.zip,.hwp';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((value, i) => bytes[at + i] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (
    let i = bytes.indexOf(first!);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first!, i + 1)
  ) {
    for (let j = 1; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** The OLE compound file every HWP 5 document is; .doc and .xls are too, so the HWP header is looked for. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HWP_SIGNATURE = ascii('HWP Document File');
const XLSX_WORKBOOK = ascii('xl/workbook');

/**
 * The real type of a file from its bytes (its "magic number"), whatever its name says: JPG, PNG, GIF,
 * PDF, XLSX or another ZIP, HWP (5.0 compound files carrying the HWP file header, and HWP 3). Null for
 * anything else (a renamed .exe is not a PDF).
 */
export function sniffInquiryFile(bytes: Uint8Array): InquiryFileType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP))
    return contains(bytes, XLSX_WORKBOOK)
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'application/zip';
  if (startsWith(bytes, HWP_SIGNATURE)) return 'application/x-hwp';
  if (startsWith(bytes, COMPOUND_FILE) && contains(bytes, HWP_SIGNATURE)) return 'application/x-hwp';
  return null;
}

export const INQUIRY_FILE_MESSAGES = {
  empty: '빈 파일은 올릴 수 없어요.',
  type: 'JPG, PNG, GIF, PDF, XLSX, ZIP, HWP 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.',
  tooLarge: `첨부 파일은 한 개에 ${INQUIRY_LIMITS.attachmentMaxBytes / 1024 / 1024}MB까지 올릴 수 있어요.`,
  tooMany: `첨부 파일은 ${INQUIRY_LIMITS.attachmentsPerMessage}개까지 올릴 수 있어요.`,
} as const;

/** Why a file cannot be attached (Korean), or null: the whole file's bytes and its size. */
export function inquiryFileProblem(bytes: Uint8Array, size: number): string | null {
  if (size === 0) return INQUIRY_FILE_MESSAGES.empty;
  if (size > INQUIRY_LIMITS.attachmentMaxBytes) return INQUIRY_FILE_MESSAGES.tooLarge;
  if (!sniffInquiryFile(bytes)) return INQUIRY_FILE_MESSAGES.type;
  return null;
}

/** The multipart field of every attachment (repeated up to attachmentsPerMessage times). */
export const INQUIRY_FILE_FIELD = 'files';

// --- Requests ---

const body = z
  .string({ message: '내용을 입력해 주세요.' })
  .trim()
  .min(1, '내용을 입력해 주세요.')
  .max(INQUIRY_LIMITS.bodyMax, `내용은 ${INQUIRY_LIMITS.bodyMax.toLocaleString('ko-KR')}자까지 입력할 수 있어요.`);

/** POST /api/inquiries (multipart): these text fields plus up to three `files`. teamSeq '' = no team. */
export const InquiryWriteFields = z.object({
  category: InquiryCategory,
  teamSeq: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return null;
      if (!/^[1-9]\d{0,9}$/.test(value.trim()) || Number(value) > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: '관련 팀을 다시 선택해 주세요.' });
        return z.NEVER;
      }
      return Number(value);
    }),
  title: z
    .string({ message: '제목을 입력해 주세요.' })
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(INQUIRY_LIMITS.titleMax, `제목은 ${INQUIRY_LIMITS.titleMax}자까지 입력할 수 있어요.`),
  body,
});
export type InquiryWriteFields = z.input<typeof InquiryWriteFields>;

/** POST /api/inquiries/:seq/messages (multipart): a follow-up question plus up to three `files`. */
export const InquiryFollowUpFields = z.object({ body });
export type InquiryFollowUpFields = z.input<typeof InquiryFollowUpFields>;

/** POST /admin/api/inquiries/:seq/answer */
export const InquiryAnswerRequest = z.object({ body, operatorName: z.string().trim().max(50).optional() });
export type InquiryAnswerRequest = z.input<typeof InquiryAnswerRequest>;

const seq = z.coerce
  .number({ message: '문의 번호가 올바르지 않아요.' })
  .int('문의 번호가 올바르지 않아요.')
  .min(1, '문의 번호가 올바르지 않아요.')
  .max(2_147_483_647, '문의 번호가 올바르지 않아요.');
export const InquirySeqParams = z.object({ seq });
export const InquiryAttachmentParams = z.object({ seq, id: seq });

/** GET /api/inquiries?page&size&state */
export const InquiryListQuery = PageQuery.extend({ state: InquiryState.optional() });
export type InquiryListQuery = z.input<typeof InquiryListQuery>;

// --- Answers ---

export const InquirySummary = z.object({
  seq: z.number().int(),
  category: InquiryCategory,
  title: z.string(),
  state: InquiryState,
  teamSeq: z.number().int().nullable(),
  teamName: z.string().nullable(),
  writerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InquirySummary = z.infer<typeof InquirySummary>;

export const InquiryAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type InquiryAttachment = z.infer<typeof InquiryAttachment>;

export const InquiryMessage = z.object({
  seq: z.number().int(),
  authorKind: InquiryAuthorKind,
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(InquiryAttachment),
});
export type InquiryMessage = z.infer<typeof InquiryMessage>;

/** GET /api/inquiries/:seq: the inquiry and its thread, oldest first. */
export const InquiryDetail = InquirySummary.extend({ messages: z.array(InquiryMessage) });
export type InquiryDetail = z.infer<typeof InquiryDetail>;

/** The operator's list row: which business and who wrote it. */
export const AdminInquirySummary = InquirySummary.extend({ bizSeq: z.number().int(), businessName: z.string() });
export type AdminInquirySummary = z.infer<typeof AdminInquirySummary>;
