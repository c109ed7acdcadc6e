import { formatPhoneDigits, isRecipientNumber, isSenderNumber, normalizePhoneNumber } from './phone-numbers';

describe('normalizePhoneNumber', () => {
  it('strips hyphens, spaces, dots and brackets', () => {
    expect(normalizePhoneNumber(' 010-1234 5678 ')).toBe('01012345678');
    expect(normalizePhoneNumber('(02) 123.4567')).toBe('021234567');
  });
  it('turns +82 and 0082 into the leading 0', () => {
    expect(normalizePhoneNumber('+82 10-1234-5678')).toBe('01012345678');
    expect(normalizePhoneNumber('+82 010-1234-5678')).toBe('01012345678');
    expect(normalizePhoneNumber('0082 2 123 4567')).toBe('021234567');
    // Bare digits take a shortcut, but not past the country code.
    expect(normalizePhoneNumber('00821012345678')).toBe('01012345678');
    expect(normalizePhoneNumber('01012345678')).toBe('01012345678');
  });
});

describe('isRecipientNumber', () => {
  it.each(['010-1234-5678', '01012345678', '+821012345678', '011-123-4567'])('accepts the mobile %s', (value) => {
    expect(isRecipientNumber(value)).toBe(true);
  });
  it.each(['02-123-4567', '1588-1234', '010-123-456', '010123456789', '010-1234-567a', ''])('refuses %s', (value) => {
    expect(isRecipientNumber(value)).toBe(false);
  });
});

describe('isSenderNumber', () => {
  it.each([
    '010-1234-5678',
    '02-123-4567',
    '02-1234-5678',
    '031-123-4567',
    '1588-1234',
    '1644-0000',
    '1899-1234',
    '080-123-4567',
    '070-1234-5678',
    '0505-123-4567',
  ])('accepts %s', (value) => {
    expect(isSenderNumber(value)).toBe(true);
  });
  it.each(['1234-5678', '1588-12345', '02-12-345', '091-123-4567', '080-12-345', '0101234567890', 'abc'])(
    'refuses %s',
    (value) => {
      expect(isSenderNumber(value)).toBe(false);
    },
  );
});

describe('formatPhoneDigits', () => {
  it('formats the common forms', () => {
    expect(formatPhoneDigits('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneDigits('021234567')).toBe('02-123-4567');
    expect(formatPhoneDigits('15881234')).toBe('1588-1234');
    expect(formatPhoneDigits('0801234567')).toBe('080-123-4567');
  });
});
