import { z } from 'zod';
import { invalidRecipientsMessage, SendRecipients, type SendRecipient } from './send-recipients';
import { scheduleIssues } from './send-schedule';
import { fallbackTextProblems } from './fallback-text';
import { isSenderNumber, SENDER_NUMBER_INVALID_MESSAGE } from './phone-numbers';
import { countEucKrBytes } from './text-bytes';
import { fillVariables, longestFilledText, missingVariablesMessage } from './variables';

/**
 * The fields every Kakao send request (alimtalk, brand message) shares: the profile, the template,
 * the shared variable values, the recipients, the reservation and the fallback's text and sender
 * number (each channel says which fallbacks it offers). Apart, so that each channel's
 * request (kakao-send.ts, kakao-brand-send.ts) loads without the other's.
 */
export const KakaoSendFields = z.object({
  senderProfileSeq: z
    .number({ message: '발신 프로필을 선택해 주세요.' })
    .int()
    .positive('발신 프로필을 선택해 주세요.'),
  templateSeq: z.number({ message: '보낼 템플릿을 선택해 주세요.' }).int().positive('보낼 템플릿을 선택해 주세요.'),
  /** Values of #{variables} for every recipient (a recipient's own value wins). */
  templateVariables: z.record(z.string().max(30), z.string().max(1000)).default({}),
  recipients: SendRecipients,
  reserveAt: z.string().datetime({ offset: true, message: '예약 시간을 올바르게 입력해 주세요.' }).nullish(),
  /** The fallback's SMS/LMS text when it is the sender's own (CUSTOM; variables allowed). */
  fallbackText: z.string().trim().optional(),
  /** The approved sender number the fallback SMS/LMS goes from (required unless fallback is NONE). */
  senderNumber: z.string().trim().optional(),
});

/**
 * A recipient's text of a Kakao template (alimtalk or brand message): the template's content with the
 * shared values, then the recipient's own.
 */
export const fillKakaoTemplateText = (
  content: string,
  shared: Record<string, string>,
  recipient: SendRecipient,
): string => {
  if (Object.keys(shared).length === 0) return fillVariables(content, recipient.variables);
  // An empty cell of the recipient's file does not hide the shared value (as missingVariablesMessage reads it).
  const own = recipient.variables ?? {};
  const values = { ...shared };
  for (const name in own) if (own[name]) values[name] = own[name]!;
  return fillVariables(content, values);
};

/** What every Kakao request's rules read (the legacy alimtalk form has no shared variables: {}). */
interface KakaoRequestChecked {
  recipients: SendRecipient[];
  templateVariables: Record<string, string>;
  reserveAt?: string | null;
  fallback: string;
  fallbackText?: string;
  senderNumber?: string;
}

/**
 * The rules every Kakao request (alimtalk, legacy alimtalk, brand message) follows without a
 * database: mobile recipients, the reservation window, and the SMS/LMS fallback (an approved sender
 * number's form; for a text of the sender's own (CUSTOM) its variables and bytes, with the advertising
 * lines when the message is advertising). Returns the function that adds a channel's own issues.
 */
export const kakaoRequestIssues = (
  request: KakaoRequestChecked,
  context: z.RefinementCtx,
  now: Date,
  { advertising }: { advertising: boolean },
) => {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const invalid = invalidRecipientsMessage(request.recipients);
  if (invalid) issue('recipients', invalid);
  fallbackIssues(request, issue, advertising);
  for (const scheduled of scheduleIssues({ reserveAt: request.reserveAt, advertising: false }, now))
    context.addIssue({ code: 'custom', ...scheduled });
  return issue;
};

function fallbackIssues(
  request: KakaoRequestChecked,
  issue: (path: string, message: string) => void,
  advertising: boolean,
) {
  if (request.fallback === 'NONE') return;
  if (!request.senderNumber) issue('senderNumber', '대체 문자를 보낼 발신번호를 선택해 주세요.');
  else if (!isSenderNumber(request.senderNumber)) issue('senderNumber', SENDER_NUMBER_INVALID_MESSAGE);
  if (request.fallback !== 'CUSTOM') return;
  const text = request.fallbackText ?? '';
  if (!text) return issue('fallbackText', '대체 발송할 문자 내용을 입력해 주세요.');
  const missing = missingVariablesMessage(text, request.recipients, request.templateVariables);
  if (missing) issue('fallbackText', missing);
  const longest = longestFilledText(text, request.recipients, countEucKrBytes, request.templateVariables);
  for (const problem of fallbackTextProblems(longest, advertising)) issue('fallbackText', problem);
}
