import { createHash, randomBytes } from 'node:crypto';

/**
 * The card company of the development build: a stand-in for a payment gateway's billing-key API
 * (register a card once, charge it later by its key). It keeps nothing in memory: what a later charge
 * needs to decide travels in the key it issued. Test rules, so every path can be tried by hand:
 *
 * - the number must pass the Luhn check, or the card is refused: "카드 번호를 다시 확인해 주세요."
 * - an expiry (MM/YY) before the current KST month is refused, at registration and at every charge;
 * - a number ending 9999 is a card reported lost: "분실 신고된 카드예요." (registration and charges);
 * - a number ending 0000 registers, but every charge is declined: "한도 초과";
 * - any other number is approved. The issuer ("신한카드", ...) follows from the first six digits (BIN).
 *
 * Only billing files import it (like the channel simulators inside their adapters).
 */

export const CARD_DECLINED_LIMIT = '한도 초과';
export const CARD_LOST = '분실 신고된 카드예요.';
export const CARD_NUMBER_INVALID = '카드 번호를 다시 확인해 주세요.';
export const CARD_EXPIRED = '유효기간이 지난 카드예요.';

const ISSUERS = [
  '신한카드',
  'KB국민카드',
  '삼성카드',
  '현대카드',
  '롯데카드',
  '하나카드',
  '우리카드',
  'BC카드',
  'NH농협카드',
];

export interface CardRegistrationRequest {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  ownerId: string;
  passwordFirstTwo: string;
}

export type CardRegistrationResult =
  | { ok: true; billingKey: string; brand: string; last4: string }
  | { ok: false; field: 'cardNumber' | 'expiry'; reason: string };

export type CardChargeResult = { ok: true; transactionId: string } | { ok: false; reason: string };

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether an MM/YY card expiry is before the KST month of `now` (a card is good through its month). */
export function expiryPassed(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const kst = new Date(now.getTime() + 9 * 3600_000);
  return (2000 + year!) * 12 + month! < kst.getUTCFullYear() * 12 + kst.getUTCMonth() + 1;
}

/** A 16-digit number the simulator takes as a card, ending with `ending` (to try its rules by hand and in tests). */
export function simulatorCardNumber(ending: string, prefix = '4518'): string {
  for (let middle = 0; middle < 1000; middle++) {
    const number = `${prefix}${String(middle).padStart(12 - ending.length, '0')}${ending}`;
    if (passesLuhn(number)) return number;
  }
  throw new Error(`no card number ends ${ending}`);
}

const issuerOf = (cardNumber: string): string => {
  const bin = createHash('sha256').update(cardNumber.slice(0, 6)).digest();
  return ISSUERS[bin[0]! % ISSUERS.length]!;
};

// sim_<last4>_<MMYY>_<random>: the card's outcome rules travel in the key.
const KEY_PATTERN = /^sim_(\d{4})_(\d{2})(\d{2})_[0-9a-f]{16}$/;

export const paymentSimulator = {
  /** Checks the card with its company and answers a key to charge it by. */
  registerCard(request: CardRegistrationRequest, now: Date = new Date()): CardRegistrationResult {
    const { cardNumber, expiry } = request;
    if (!passesLuhn(cardNumber)) return { ok: false, field: 'cardNumber', reason: CARD_NUMBER_INVALID };
    if (expiryPassed(expiry, now)) return { ok: false, field: 'expiry', reason: CARD_EXPIRED };
    const last4 = cardNumber.slice(-4);
    if (last4 === '9999') return { ok: false, field: 'cardNumber', reason: CARD_LOST };
    const billingKey = `sim_${last4}_${expiry.replace('/', '')}_${randomBytes(8).toString('hex')}`;
    return { ok: true, billingKey, brand: issuerOf(cardNumber), last4 };
  },

  /** Charges a registered card (amount with VAT, in KRW). */
  chargeCard(request: { billingKey: string; amountKrw: number }, now: Date = new Date()): CardChargeResult {
    const match = KEY_PATTERN.exec(request.billingKey);
    if (!match) return { ok: false, reason: '등록되지 않은 카드예요.' };
    const [, last4, month, year] = match;
    if (expiryPassed(`${month}/${year}`, now)) return { ok: false, reason: CARD_EXPIRED };
    if (last4 === '9999') return { ok: false, reason: CARD_LOST };
    if (last4 === '0000') return { ok: false, reason: CARD_DECLINED_LIMIT };
    return { ok: true, transactionId: `card-${randomBytes(10).toString('hex')}` };
  },
};
