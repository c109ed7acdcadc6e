const DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const SMALL_UNITS = ['', '십', '백', '천'];
const LARGE_UNITS = ['', '만', '억', '조'];

/**
 * A whole amount in Korean words as invoices write it (일금 ...원정): 13579 -> "일만삼천오백칠십구",
 * 110000 -> "일십일만". Every digit is written, 일 included, so the words cannot be altered.
 */
export function koreanAmountWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole amount: ${amount}`);
  if (amount === 0) return '영';
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  if (groups.length > LARGE_UNITS.length) throw new RangeError(`Amount too large: ${amount}`);
  return groups
    .map((group, index) => {
      if (group === 0) return '';
      const digits = String(group).padStart(4, '0');
      const words = [...digits]
        .map((digit, position) => (digit === '0' ? '' : `${DIGITS[Number(digit)]}${SMALL_UNITS[3 - position]}`))
        .join('');
      return `${words}${LARGE_UNITS[index]}`;
    })
    .reverse()
    .join('');
}
