/** What the channels that send to phone numbers (SMS, RCS, Kakao) share. */
import { REPORT_TIMEOUT_HOURS, type MessageType } from '@console/contracts/message-limits';
import { normalizePhoneNumber } from '@console/contracts/phone-numbers';

/** Recipients by their normalised number, the first of each number kept; the numbers seen twice or more. */
export function uniqueRecipients<T extends { phone: string }>(
  recipients: readonly T[],
): { unique: { phone: string; recipient: T }[]; duplicateNumbers: string[] } {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const unique: { phone: string; recipient: T }[] = [];
  for (const recipient of recipients) {
    const phone = normalizePhoneNumber(recipient.phone);
    if (seen.has(phone)) duplicates.add(phone);
    else {
      seen.add(phone);
      unique.push({ phone, recipient });
    }
  }
  return { unique, duplicateNumbers: [...duplicates] };
}

/** A recipient's variables, kept only while a reservation can still be edited (migration 031). */
export const keptVariables = (
  reserved: boolean,
  variables: Record<string, string> | undefined,
): Record<string, string> | null => (reserved && variables && Object.keys(variables).length > 0 ? variables : null);

/** Hours a carrier's report is awaited: 25 h for SMS, 80 h for LMS/MMS (DOMAIN.md), on every phone channel. */
export const phoneReportTimeoutHours = (type: MessageType): number =>
  type === 'SMS' ? REPORT_TIMEOUT_HOURS.SMS : REPORT_TIMEOUT_HOURS.LMS;
