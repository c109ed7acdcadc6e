/**
 * Normalisation and validation of Korean phone numbers for sending (DOMAIN.md "Sender numbers").
 * Numbers are stored and compared as digits only (01012345678); screens format them for display.
 */

export const PHONE_NUMBER_INVALID_MESSAGE = '올바른 전화번호 형식이 아니에요.';
export const RECIPIENT_NUMBER_INVALID_MESSAGE = '휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요.';
export const SENDER_NUMBER_INVALID_MESSAGE =
  '발신번호 형식이 아니에요. 휴대폰, 지역번호가 있는 유선번호, 15XX/16XX/18XX 대표번호, 050/070/080 번호를 쓸 수 있어요.';

/** Digits after removing hyphens: 8 to 11 (DOMAIN.md). */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 11;

/** Bare digits that are already national (not 0082...). */
const NATIONAL_DIGITS = /^(?!0082)\d+$/;

/**
 * Digits only: spaces, hyphens, dots and brackets removed; the country code +82 / 0082 / 82 becomes
 * the leading 0 (+82 10-1234-5678 -> 01012345678). Anything else is kept so validation can refuse it.
 */
export const normalizePhoneNumber = (raw: string): string => {
  // Most numbers arrive as bare digits (files, the API): nothing to do, nothing to allocate.
  if (NATIONAL_DIGITS.test(raw)) return raw;
  const value = raw.trim().replace(/[\s\-.()]/g, '');
  const international = value.startsWith('+82') ? value.slice(3) : value.startsWith('0082') ? value.slice(4) : null;
  if (international === null) return value;
  // "+82 10..." drops the trunk 0, but people also write "+82 010...": keep a single leading 0.
  return international.startsWith('0') ? international : `0${international}`;
};

/** Mobile numbers: 010 + 8 digits; the old 011/016/017/018/019 prefixes + 7 or 8 digits. */
const MOBILE = /^(010\d{8}|01[16789]\d{7,8})$/;
/** Seoul 02 + 7 or 8 digits; other area codes 0[3-6][1-5] + 7 or 8 digits. */
const LANDLINE = /^(02\d{7,8}|0[3-6][1-5]\d{7,8})$/;
/** Representative numbers 15XX/16XX/18XX-XXXX: 8 digits, no area code. */
const REPRESENTATIVE = /^1[568]\d{6}$/;
/** 0N0 numbers: 050X (personal), 070 (internet phone), 080 (free call). */
const ZERO_N_ZERO = /^(050\d{8}|070\d{8}|080\d{7,8})$/;

const hasAllowedLength = (digits: string): boolean =>
  /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;

/** A recipient of SMS/LMS/MMS: a mobile number (after normalisation). */
export const isRecipientNumber = (raw: string): boolean => {
  const digits = normalizePhoneNumber(raw);
  return hasAllowedLength(digits) && MOBILE.test(digits);
};

/** A sender (callback) number: mobile, landline, representative or 0N0 (after normalisation). */
export const isSenderNumber = (raw: string): boolean => {
  const digits = normalizePhoneNumber(raw);
  return (
    hasAllowedLength(digits) &&
    (MOBILE.test(digits) || LANDLINE.test(digits) || REPRESENTATIVE.test(digits) || ZERO_N_ZERO.test(digits))
  );
};

/** A representative number (15XX/16XX/18XX): where MO replies arrive. */
export const isRepresentativeNumber = (raw: string): boolean => REPRESENTATIVE.test(normalizePhoneNumber(raw));

/** An 080 free-call number, as needed in the opt-out line of advertising messages. */
export const isFreeCallNumber = (raw: string): boolean => /^080\d{7,8}$/.test(normalizePhoneNumber(raw));

/** Hyphenated display form of digits: 010-1234-5678, 02-123-4567, 1588-1234, 080-123-4567. */
export const formatPhoneDigits = (digits: string): string => {
  if (/^1[568]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, digits.length - 4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 10 || digits.length === 11)
    return `${digits.slice(0, 3)}-${digits.slice(3, digits.length - 4)}-${digits.slice(-4)}`;
  return digits;
};
