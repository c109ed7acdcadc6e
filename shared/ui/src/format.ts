/**
 * Korean formatting of phone numbers, money, counts and dates. Dates are always shown in
 * Asia/Seoul, whatever the browser's zone, so every user reads the same day and time.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Seoul';

/** What a missing date or value shows as. */
export const EMPTY_VALUE = '-';

/**
 * 01012345678 -> 010-1234-5678, 021234567 -> 02-123-4567, 15881234 -> 1588-1234,
 * 0505XXXXXXXX -> 0505-XXXX-XXXX. Anything that is not a Korean number is returned unchanged.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  // Seoul: 02 + 3 or 4 digits + 4 digits.
  if (/^02\d{7,8}$/.test(digits)) return join(digits, 2, digits.length - 6, 4);
  // Representative numbers (15XX, 16XX, 18XX): 8 digits, no area code.
  if (/^1[568]\d{6}$/.test(digits)) return join(digits, 4, 4);
  // 0505 and other 12-digit 050 numbers.
  if (/^050\d{9}$/.test(digits)) return join(digits, 4, 4, 4);
  // Mobile (010, 011, ...), other area codes (031, 064 ...) and 0N0 numbers (050, 070, 080).
  if (/^0[1-9]\d{8,9}$/.test(digits)) return join(digits, 3, digits.length - 7, 4);
  return value;
}

function join(digits: string, ...lengths: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const length of lengths) {
    parts.push(digits.slice(start, start + length));
    start += length;
  }
  return parts.join('-');
}

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** 1234 -> "1,234". */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** 1234 -> "1,234원"; in English "KRW 1,234". Fractions (prices with VAT) keep up to 2 digits. */
export function formatKrw(value: number, language: string = 'ko'): string {
  return language === 'en' ? `KRW ${numberFormat.format(value)}` : `${numberFormat.format(value)}원`;
}

const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function seoulParts(
  value: string | number | Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** ISO date-time -> "2026.11.21" (Seoul); null, empty or invalid -> "-". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const p = value === null || value === undefined || value === '' ? null : seoulParts(value);
  return p ? `${p.year}.${p.month}.${p.day}` : EMPTY_VALUE;
}

/** ISO date-time -> "2026.11.21 14:05" (Seoul); null, empty or invalid -> "-". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const p = value === null || value === undefined || value === '' ? null : seoulParts(value);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : EMPTY_VALUE;
}

/** The calendar day in Seoul as YYYY-MM-DD (what date inputs and the stats API take). */
export function isoDateInSeoul(value: Date = new Date()): string {
  const p = seoulParts(value);
  if (!p) throw new RangeError('isoDateInSeoul needs a valid date');
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-11-21" plus n days, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Hides a secret but its last `visible` characters: "••••••••••a1b2c3". */
export function maskExceptLast(value: string, visible = 6): string {
  if (value.length <= visible) return value;
  return `${'•'.repeat(10)}${value.slice(-visible)}`;
}

const KOREAN_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const KOREAN_SMALL_UNITS = ['', '십', '백', '천'];
const KOREAN_LARGE_UNITS = ['', '만', '억', '조'];

/**
 * A whole amount in Korean words as invoices write it (일금 ...원정): 13579 -> "일만삼천오백칠십구",
 * 110000 -> "일십일만". Every digit is written, 일 included, so the words cannot be altered.
 */
export function formatKrwInKoreanWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole amount: ${amount}`);
  if (amount === 0) return '영';
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  if (groups.length > KOREAN_LARGE_UNITS.length) throw new RangeError(`Amount too large: ${amount}`);
  return groups
    .map((group, index) => {
      if (group === 0) return '';
      const digits = String(group).padStart(4, '0');
      const words = [...digits]
        .map((digit, position) =>
          digit === '0' ? '' : `${KOREAN_DIGITS[Number(digit)]}${KOREAN_SMALL_UNITS[3 - position]}`,
        )
        .join('');
      return `${words}${KOREAN_LARGE_UNITS[index]}`;
    })
    .reverse()
    .join('');
}
