import { rowNumber } from './path-params';
import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { EMAIL_ADDRESS_INVALID, isEmailAddress } from './email-send';
import { isRecipientNumber, normalizePhoneNumber, RECIPIENT_NUMBER_INVALID_MESSAGE } from './phone-numbers';

/**
 * Address books of a team: groups, and contacts that each belong to at most one group (a person in
 * two groups is two contacts, so each group keeps its own custom field values for its messages).
 * A phone number is unique inside a group. Every member of the team may read and change them, like
 * sending; a withdrawal-requested account may only read.
 */
export const ADDRESS_BOOK_LIMITS = {
  groupNameMax: 40,
  groupDescriptionMax: 200,
  contactNameMax: 40,
  memoMax: 500,
  /** Custom fields per contact, each a `#{key}` variable in messages. */
  customFieldsMax: 10,
  customFieldKeyMax: 20,
  customFieldValueMax: 200,
  /** Rows of one import file (the header row not counted); as many as one send request takes. */
  importRowsMax: 100_000,
  /** The multipart limit of the server. */
  importFileMaxBytes: 10 * 1024 * 1024,
  /** Rows shown in the import preview. */
  previewRows: 20,
  /** Contacts a bulk delete takes at once. */
  bulkDeleteMax: 1_000,
} as const;

/** The built-in variables of every contact; custom field keys may not take these names. */
export const CONTACT_BUILT_IN_VARIABLES = ['name', 'phone', '이름', '전화번호'] as const;

/**
 * Digits of a contact's number, or null when it cannot receive messages: address books hold
 * recipients, so mobile numbers only (phone-numbers.ts). A spreadsheet that read 01012345678 as a
 * number dropped its leading zero; it comes back.
 */
export function normalizeContactPhone(input: string): string | null {
  let digits = normalizePhoneNumber(input);
  if (/^1[016789][0-9]{7,8}$/.test(digits)) digits = `0${digits}`;
  return isRecipientNumber(digits) ? digits : null;
}

export const PHONE_INVALID_MESSAGE = RECIPIENT_NUMBER_INVALID_MESSAGE;

/**
 * A contact's e-mail address as stored (lower-cased: e-mail sends and unsubscribes compare addresses
 * case-insensitively), null when empty; undefined when it is not an address.
 */
export function normalizeContactEmail(input: string | null | undefined): string | null | undefined {
  const trimmed = (input ?? '').trim();
  if (!trimmed) return null;
  return isEmailAddress(trimmed) ? trimmed.toLowerCase() : undefined;
}
export const CONTACT_EMAIL_INVALID_MESSAGE = EMAIL_ADDRESS_INVALID;

export const AddressGroup = z.object({
  seq: z.number().int(),
  name: z.string(),
  description: z.string(),
  contactCount: z.number().int(),
  createdAt: z.string(),
});
export type AddressGroup = z.infer<typeof AddressGroup>;

export const AddressGroupInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, '그룹 이름을 입력해 주세요.')
    .max(ADDRESS_BOOK_LIMITS.groupNameMax, `그룹 이름은 ${ADDRESS_BOOK_LIMITS.groupNameMax}자까지 쓸 수 있어요.`),
  description: z
    .string()
    .trim()
    .max(
      ADDRESS_BOOK_LIMITS.groupDescriptionMax,
      `설명은 ${ADDRESS_BOOK_LIMITS.groupDescriptionMax}자까지 쓸 수 있어요.`,
    )
    .default(''),
});
export type AddressGroupInput = z.input<typeof AddressGroupInput>;

const customFieldKey = z
  .string()
  .trim()
  .min(1, '항목 이름을 입력해 주세요.')
  .max(
    ADDRESS_BOOK_LIMITS.customFieldKeyMax,
    `항목 이름은 ${ADDRESS_BOOK_LIMITS.customFieldKeyMax}자까지 쓸 수 있어요.`,
  )
  .regex(/^[0-9A-Za-z가-힣_]+$/, '항목 이름은 한글, 영문, 숫자, _만 쓸 수 있어요.')
  .refine(
    (key) => !(CONTACT_BUILT_IN_VARIABLES as readonly string[]).includes(key),
    '이름과 전화번호는 기본 항목이라 따로 만들 수 없어요.',
  );

export const CustomField = z.object({
  key: customFieldKey,
  value: z
    .string()
    .trim()
    .max(
      ADDRESS_BOOK_LIMITS.customFieldValueMax,
      `항목 값은 ${ADDRESS_BOOK_LIMITS.customFieldValueMax}자까지 쓸 수 있어요.`,
    ),
});
export type CustomField = z.infer<typeof CustomField>;

export const CustomFields = z
  .array(CustomField)
  .max(ADDRESS_BOOK_LIMITS.customFieldsMax, `추가 항목은 ${ADDRESS_BOOK_LIMITS.customFieldsMax}개까지 넣을 수 있어요.`)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, '같은 이름의 항목이 두 번 있어요.');

export const Contact = z.object({
  seq: z.number().int(),
  groupSeq: z.number().int().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  /** Digits only; screens format it with formatPhoneNumber. */
  phone: z.string(),
  /** Lower-cased; null: none (the contact gets no e-mail). */
  email: z.string().nullable(),
  fields: z.array(z.object({ key: z.string(), value: z.string() })),
  memo: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof Contact>;

export const ContactInput = z.object({
  groupSeq: z.number({ message: '그룹을 선택해 주세요.' }).int().min(1, '그룹을 선택해 주세요.'),
  name: z
    .string()
    .trim()
    .max(ADDRESS_BOOK_LIMITS.contactNameMax, `이름은 ${ADDRESS_BOOK_LIMITS.contactNameMax}자까지 쓸 수 있어요.`)
    .default(''),
  phone: z
    .string()
    .trim()
    .min(1, '전화번호를 입력해 주세요.')
    .refine((value) => normalizeContactPhone(value) !== null, PHONE_INVALID_MESSAGE),
  /** Optional; empty: none. */
  email: z
    .string()
    .trim()
    .refine((value) => normalizeContactEmail(value) !== undefined, CONTACT_EMAIL_INVALID_MESSAGE)
    .nullish(),
  fields: CustomFields.default([]),
  memo: z
    .string()
    .trim()
    .max(ADDRESS_BOOK_LIMITS.memoMax, `메모는 ${ADDRESS_BOOK_LIMITS.memoMax}자까지 쓸 수 있어요.`)
    .default(''),
});
export type ContactInput = z.input<typeof ContactInput>;

export const ContactQuery = PageQuery.extend({
  /** Part of a name or of the number's digits. */
  q: z.string().trim().max(40, '검색어는 40자까지 쓸 수 있어요.').optional(),
  groupSeq: z.coerce.number().int().min(1).optional(),
});
export type ContactQuery = z.infer<typeof ContactQuery>;

export const ContactBulkDelete = z.object({
  seqs: z
    .array(z.number().int().min(1))
    .min(1, '삭제할 연락처를 선택해 주세요.')
    .max(ADDRESS_BOOK_LIMITS.bulkDeleteMax, `한 번에 ${ADDRESS_BOOK_LIMITS.bulkDeleteMax}개까지 삭제할 수 있어요.`),
});
export type ContactBulkDelete = z.infer<typeof ContactBulkDelete>;

export const DuplicatePolicy = z.enum(['SKIP', 'UPDATE']);
export type DuplicatePolicy = z.infer<typeof DuplicatePolicy>;

/** Which column (0-based) of the file fills which part of a contact. */
export const ImportMapping = z
  .object({
    phone: z.number({ message: '전화번호 열을 선택해 주세요.' }).int().min(0),
    name: z.number().int().min(0).nullable().default(null),
    email: z.number().int().min(0).nullable().default(null),
    memo: z.number().int().min(0).nullable().default(null),
    fields: z
      .array(z.object({ key: customFieldKey, column: z.number().int().min(0) }))
      .max(
        ADDRESS_BOOK_LIMITS.customFieldsMax,
        `추가 항목은 ${ADDRESS_BOOK_LIMITS.customFieldsMax}개까지 넣을 수 있어요.`,
      )
      .default([]),
  })
  .refine((m) => new Set(m.fields.map((f) => f.key)).size === m.fields.length, {
    message: '같은 이름의 항목이 두 번 있어요.',
    path: ['fields'],
  });
export type ImportMapping = z.input<typeof ImportMapping>;

/** The form fields sent before the file in `POST .../import`: `mapping` is JSON text. */
export const ImportOptions = z.object({
  mapping: ImportMapping,
  duplicatePolicy: DuplicatePolicy.default('SKIP'),
});
export type ImportOptions = z.input<typeof ImportOptions>;

export const ImportPreview = z.object({
  fileType: z.enum(['CSV', 'XLSX']),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Rows after the header, counted to the end of the file. */
  totalRows: z.number().int(),
  suggestedMapping: z.object({
    phone: z.number().int().nullable(),
    name: z.number().int().nullable(),
    email: z.number().int().nullable(),
    memo: z.number().int().nullable(),
    fields: z.array(z.object({ key: z.string(), column: z.number().int() })),
  }),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportRowError = z.object({ row: z.number().int(), reason: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportResult = z.object({
  importSeq: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The first errors; the whole report is the CSV at `/imports/:importSeq/errors`. */
  errors: z.array(ImportRowError),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** Errors shown in the import answer; the CSV report has all of them. */
export const IMPORT_ERRORS_SHOWN = 100;

const HEADER_HINTS: Record<'phone' | 'name' | 'email' | 'memo', RegExp> = {
  phone: /^(휴대폰|휴대전화|핸드폰|전화|연락처|번호|수신번호|mobile|phone|tel)/i,
  name: /^(이름|성명|고객명|name)$/i,
  email: /^(이메일|전자우편|메일|e-?mail|mail)(주소|address)?$/i,
  memo: /^(메모|비고|memo|note)$/i,
};

/** A mapping guessed from the header names; other headers become custom fields when their name can be one. */
export function suggestImportMapping(header: string[]): ImportPreview['suggestedMapping'] {
  const find = (hint: RegExp) => {
    const index = header.findIndex((h) => hint.test(h.replace(/\s/g, '')));
    return index < 0 ? null : index;
  };
  const phone = find(HEADER_HINTS.phone);
  const name = find(HEADER_HINTS.name);
  const email = find(HEADER_HINTS.email);
  const memo = find(HEADER_HINTS.memo);
  const used = new Set([phone, name, email, memo]);
  const fields = header
    .map((h, column) => ({ key: h.trim().replace(/\s+/g, '_'), column }))
    .filter((f) => !used.has(f.column) && customFieldKey.safeParse(f.key).success)
    .filter((f, i, all) => all.findIndex((o) => o.key === f.key) === i)
    .slice(0, ADDRESS_BOOK_LIMITS.customFieldsMax);
  return { phone, name, email, memo, fields };
}

/** Path parameter of an address-book group. */
export const GroupParams = z.object({ groupSeq: rowNumber('그룹 번호가 올바르지 않아요.') });
