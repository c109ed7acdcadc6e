import {
  addDays,
  formatCount,
  formatDate,
  formatDateTime,
  formatKrw,
  formatPhoneNumber,
  isoDateInSeoul,
  maskExceptLast,
} from './format';

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0101234567', '010-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['15881234', '1588-1234'],
    ['16001234', '1600-1234'],
    ['18995678', '1899-5678'],
    ['07012345678', '070-1234-5678'],
    ['0801234567', '080-123-4567'],
    ['050412345678', '0504-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });

  it.each(['1234', '17001234', '+821012345678x', 'abc', ''])('leaves %p unchanged', (input) => {
    expect(formatPhoneNumber(input)).toBe(input);
  });
});

describe('formatKrw and formatCount', () => {
  it('writes won with thousands separators', () => {
    expect(formatKrw(1234)).toBe('1,234원');
    expect(formatKrw(0)).toBe('0원');
    expect(formatKrw(1234567)).toBe('1,234,567원');
    expect(formatKrw(14.3)).toBe('14.3원');
    expect(formatKrw(13.2, 'en')).toBe('KRW 13.2');
    expect(formatCount(98765)).toBe('98,765');
  });
});

describe('dates in Asia/Seoul', () => {
  it('shows the Seoul day and time whatever the input zone', () => {
    expect(formatDateTime('2026-11-21T05:05:00.000Z')).toBe('2026.11.21 14:05');
    // 20:30 UTC is already the next morning in Seoul.
    expect(formatDateTime('2026-11-21T20:30:00Z')).toBe('2026.11.22 05:30');
    expect(formatDate('2026-11-21T20:30:00Z')).toBe('2026.11.22');
    expect(formatDateTime('2026-01-02T00:00:00+09:00')).toBe('2026.01.02 00:00');
  });

  it('shows "-" for missing or broken values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });

  it('computes Seoul calendar days for date inputs', () => {
    expect(isoDateInSeoul(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-11-22', -6)).toBe('2026-11-16');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('maskExceptLast', () => {
  it('keeps only the last characters readable', () => {
    const key = 'a'.repeat(34) + 'XYZ123';
    expect(maskExceptLast(key)).toBe('••••••••••XYZ123');
    expect(maskExceptLast(key)).not.toContain('a');
    expect(maskExceptLast('abc')).toBe('abc');
  });
});
