import { z } from 'zod';
import {
  ADVERTISING_PREFIX,
  MAX_RECIPIENTS_PER_REQUEST,
  RECIPIENTS_REQUIRED_MESSAGE,
  RECIPIENTS_TOO_MANY_MESSAGE,
} from './message-limits';
import { scheduleIssues } from './send-schedule';
import { SendRequestAccepted } from './send-request-accepted';
import { PRICES_KRW } from './prices';

/**
 * E-mail send requests (DOMAIN.md "E-mail"): the body of POST /api/public/v1/email/send-requests and
 * /api/team/email/send-requests. One message per distinct address (case-insensitive), 1 KRW per
 * delivered e-mail, no fallback. Advertising mail starts its subject with "(광고)", names its sender
 * and a contact, and carries an unsubscribe link the server adds to every such mail.
 */

export const EMAIL_PRICE_KRW = PRICES_KRW.EMAIL;
export const EMAIL_SUBJECT_MAX = 100;
export const EMAIL_BODY_MAX = 200_000;
export const EMAIL_SENDER_NAME_MAX = 50;
export const EMAIL_ADDRESS_MAX = 254;
/** Hours a provider's report is awaited (a bounce comes back within a day). */
export const EMAIL_REPORT_TIMEOUT_HOURS = 25;

/** A plausible address: one @, a local part, and a domain with a dot and no spaces. */
const ADDRESS =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_ADDRESS_MAX && ADDRESS.test(value);
export const EMAIL_ADDRESS_INVALID = '올바른 이메일 주소를 입력해 주세요. (예: news@example.co.kr)';

export const EMAIL_ADVERTISING_SUBJECT = `광고 메일은 제목을 '${ADVERTISING_PREFIX}'로 시작해야 해요.`;
export const EMAIL_ADVERTISING_CONTACT = '광고 메일에는 보내는 사람의 연락처(전화번호나 이메일 주소)를 넣어 주세요.';

export const EmailBodyFormat = z.enum(['TEXT', 'HTML']);
export type EmailBodyFormat = z.infer<typeof EmailBodyFormat>;

const address = z.string().trim().refine(isEmailAddress, EMAIL_ADDRESS_INVALID);

const EmailSendFields = z.object({
  senderName: z
    .string()
    .trim()
    .min(1, '보내는 사람 이름을 입력해 주세요.')
    .max(EMAIL_SENDER_NAME_MAX, `보내는 사람 이름은 ${EMAIL_SENDER_NAME_MAX}자까지 쓸 수 있어요.`),
  senderAddress: address,
  /** The sender's contact an advertising mail shows (a phone number or an address). */
  senderContact: z.string().trim().max(100, '연락처는 100자까지 쓸 수 있어요.').nullish(),
  subject: z
    .string()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(EMAIL_SUBJECT_MAX, `제목은 ${EMAIL_SUBJECT_MAX}자까지 쓸 수 있어요.`),
  bodyFormat: EmailBodyFormat.default('TEXT'),
  body: z
    .string()
    .min(1, '내용을 입력해 주세요.')
    .max(EMAIL_BODY_MAX, `내용은 ${EMAIL_BODY_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`),
  recipients: z
    .array(z.string().trim())
    .min(1, RECIPIENTS_REQUIRED_MESSAGE)
    .max(MAX_RECIPIENTS_PER_REQUEST, RECIPIENTS_TOO_MANY_MESSAGE),
  advertising: z.boolean().default(false),
  reserveAt: z.string().datetime({ offset: true, message: '예약 시각 형식이 올바르지 않아요.' }).nullish(),
});

/** The advertising rules an e-mail breaks (Korean messages by field), empty when it follows them. */
export const emailAdvertisingProblems = (request: {
  subject: string;
  senderContact?: string | null;
}): { path: string; message: string }[] => {
  const problems: { path: string; message: string }[] = [];
  if (!request.subject.trim().startsWith(ADVERTISING_PREFIX))
    problems.push({ path: 'subject', message: EMAIL_ADVERTISING_SUBJECT });
  if (!request.senderContact?.trim()) problems.push({ path: 'senderContact', message: EMAIL_ADVERTISING_CONTACT });
  return problems;
};

/** The addresses that are not plausible, as the error names them (at most five). */
const invalidAddressesMessage = (invalid: readonly string[]) =>
  `올바르지 않은 이메일 주소가 있어요: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? ` 외 ${invalid.length - 5}개` : ''}`;

/** The rules every e-mail request follows, whichever way its recipients come. */
const emailRequestIssues =
  (now: () => Date) =>
  (
    request: Pick<
      z.output<typeof EmailSendFields>,
      'recipients' | 'advertising' | 'subject' | 'senderContact' | 'reserveAt'
    >,
    context: z.RefinementCtx,
  ) => {
    const invalid = request.recipients.filter((recipient) => !isEmailAddress(recipient));
    if (invalid.length > 0)
      context.addIssue({ code: 'custom', path: ['recipients'], message: invalidAddressesMessage(invalid) });
    if (request.advertising)
      for (const { path, message } of emailAdvertisingProblems(request))
        context.addIssue({ code: 'custom', path: [path], message });
    for (const scheduled of scheduleIssues({ reserveAt: request.reserveAt, advertising: false }, now()))
      context.addIssue({ code: 'custom', ...scheduled });
  };

/**
 * The schema with every rule; `now` decides the clock of the reservation window. E-mail has no
 * night-time rule (the law's 21:00-08:00 consent applies to texts, not e-mail).
 */
export const buildEmailSendRequestSchema = (now: () => Date = () => new Date()) =>
  EmailSendFields.superRefine(emailRequestIssues(now));

export const EmailSendRequestCreate = buildEmailSendRequestSchema();
export type EmailSendRequestCreate = z.infer<typeof EmailSendRequestCreate>;

/** Distinct addresses (lower-cased, first spelling kept in order) and the repeats that were removed. */
export const uniqueAddresses = (recipients: readonly string[]): { unique: string[]; duplicates: string[] } => {
  const seen = new Set<string>();
  const unique: string[] = [];
  const duplicates: string[] = [];
  for (const recipient of recipients) {
    const key = recipient.trim().toLowerCase();
    if (seen.has(key)) duplicates.push(recipient);
    else {
      seen.add(key);
      unique.push(key);
    }
  }
  return { unique, duplicates };
};

/** The result codes of e-mail messages (messages.result_code) and their Korean reasons. */
export const EMAIL_RESULTS = {
  DELIVERED: { code: 'DELIVERED', delivered: true, reason: '받은편지함에 전달됐어요.' },
  OPENED: { code: 'OPENED', delivered: true, reason: '받는 사람이 메일을 열어 봤어요.' },
  CLICKED: { code: 'CLICKED', delivered: true, reason: '받는 사람이 메일을 열고 링크를 눌렀어요.' },
  HARD_BOUNCE: { code: 'HARD_BOUNCE', delivered: false, reason: '없는 주소예요 (영구 반송).' },
  SOFT_BOUNCE: { code: 'SOFT_BOUNCE', delivered: false, reason: '받는 쪽 메일함이 받지 못했어요 (일시 반송).' },
} as const;
export type EmailResultCode = keyof typeof EMAIL_RESULTS;
/** The reason of a message whose address unsubscribed before an advertising mail went. */
export const EMAIL_OPTED_OUT_REASON = '수신거부한 이메일 주소예요.';

/** Address-book groups one member send takes as recipients. */
export const EMAIL_GROUPS_MAX = 20;
export const EMAIL_NO_RECIPIENTS = '받는 사람 주소를 넣거나 주소록 그룹을 하나 이상 골라 주세요.';
export const EMAIL_GROUPS_WITHOUT_ADDRESSES =
  '고른 주소록 그룹에 이메일 주소가 있는 연락처가 없어요. 연락처에 이메일을 넣거나 주소를 직접 입력해 주세요.';

/**
 * The member send (POST /api/team/email/send-requests): typed addresses and/or the team's
 * address-book groups; a group sends to its contacts that have an e-mail address (the others are
 * counted in the answer, not sent).
 */
export const buildEmailMemberSendSchema = (now: () => Date = () => new Date()) =>
  EmailSendFields.extend({
    recipients: z.array(z.string().trim()).max(MAX_RECIPIENTS_PER_REQUEST, RECIPIENTS_TOO_MANY_MESSAGE).default([]),
    groupSeqs: z
      .array(z.number().int().min(1, '주소록 그룹 번호가 올바르지 않아요.').max(2_147_483_647))
      .max(EMAIL_GROUPS_MAX, `주소록 그룹은 ${EMAIL_GROUPS_MAX}개까지 고를 수 있어요.`)
      .default([]),
  }).superRefine((request, context) => {
    if (request.recipients.length === 0 && request.groupSeqs.length === 0)
      context.addIssue({ code: 'custom', path: ['recipients'], message: EMAIL_NO_RECIPIENTS });
    emailRequestIssues(now)(request, context);
  });
export const EmailMemberSendRequest = buildEmailMemberSendSchema();
export type EmailMemberSendRequest = z.input<typeof EmailMemberSendRequest>;

/** The member send's answer: the accepted request, and what its groups gave. */
export const EmailSendAccepted = SendRequestAccepted.extend({
  /** Addresses that came from the groups (before removing repeats). */
  groupAddressCount: z.number().int(),
  /** The groups' contacts without an e-mail address: not sent. */
  contactsWithoutEmail: z.number().int(),
});
export type EmailSendAccepted = z.infer<typeof EmailSendAccepted>;
