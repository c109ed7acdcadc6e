import { ADVERTISING_OPT_OUT_LABEL, ADVERTISING_PREFIX } from '@console/contracts/message-limits';
import { formatPhoneDigits, normalizePhoneNumber } from '@console/contracts/phone-numbers';

/** "무료거부 080-…": the opt-out line an advertising message ends with (DOMAIN.md, advertising). */
export const optOutLine = (number: string) =>
  `${ADVERTISING_OPT_OUT_LABEL} ${formatPhoneDigits(normalizePhoneNumber(number))}`;

export interface AdvertisingLines {
  /** The sender's name after "(광고)": the business name. */
  senderName: string;
  /** The 080 number of the opt-out line. */
  optOutNumber: string;
}

/**
 * The body with the "(광고)name" mark on top and the opt-out line at the end (when it has none yet),
 * or, unchecked, without the lines this helper wrote; the user's own words stay either way.
 */
export function withAdvertisingLines(body: string, advertising: boolean, lines: AdvertisingLines): string {
  const prefix = `${ADVERTISING_PREFIX}${lines.senderName}`;
  const line = optOutLine(lines.optOutNumber);
  let next = body;
  if (advertising) {
    if (!body.trimStart().startsWith(ADVERTISING_PREFIX)) next = `${prefix}\n${next}`;
    if (!next.includes(ADVERTISING_OPT_OUT_LABEL)) next = `${next}\n${line}`;
  } else {
    if (next.startsWith(`${prefix}\n`)) next = next.slice(prefix.length + 1);
    if (next.endsWith(`\n${line}`)) next = next.slice(0, -(line.length + 1));
  }
  return next;
}
