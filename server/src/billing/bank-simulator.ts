import { randomBytes, randomInt } from 'node:crypto';

/**
 * The bank (and CMS transfer agency) of the development build. It keeps nothing in memory. Test
 * rules, by the last four digits of the account number:
 *
 * - account check: ending 0000 "예금주가 일치하지 않아요", ending 1111 "해지된 계좌예요"; others agree;
 * - withdrawal: ending 2222 "잔액 부족", ending 1111 "해지된 계좌예요"; others are withdrawn;
 * - a virtual account is a fresh number in the bank's own format (e.g. KB국민은행 6-2-6 digits).
 *
 * Only billing files import it.
 */

export const HOLDER_MISMATCH = '예금주가 일치하지 않아요.';
export const ACCOUNT_CLOSED = '해지된 계좌예요.';
export const INSUFFICIENT_FUNDS = '잔액 부족';

export type AccountCheckResult = { ok: true } | { ok: false; field: 'holderName' | 'accountNumber'; reason: string };
export type WithdrawalResult = { ok: true; transactionId: string } | { ok: false; reason: string };

// Digits per dash-separated group of each bank's virtual accounts.
const VIRTUAL_ACCOUNT_FORMATS: Record<string, number[]> = {
  '004': [6, 2, 6],
  '088': [3, 3, 6],
  '020': [4, 3, 6],
  '081': [3, 6, 5],
  '011': [3, 4, 4, 2],
  '003': [3, 6, 2, 3],
  '090': [4, 2, 7],
  '092': [4, 4, 4],
  '023': [3, 2, 6],
  '027': [3, 6, 3],
};

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

export const bankSimulator = {
  /** Whether the account exists, is open and is held by this holder (name and birth date or business number). */
  checkAccount(request: {
    bankCode: string;
    accountNumber: string;
    holderName: string;
    holderId: string;
  }): AccountCheckResult {
    if (request.accountNumber.endsWith('0000')) return { ok: false, field: 'holderName', reason: HOLDER_MISMATCH };
    if (request.accountNumber.endsWith('1111')) return { ok: false, field: 'accountNumber', reason: ACCOUNT_CLOSED };
    return { ok: true };
  },

  /** A CMS withdrawal of `amountKrw` from a registered account. */
  withdraw(request: { bankCode: string; accountNumber: string; amountKrw: number }): WithdrawalResult {
    if (request.accountNumber.endsWith('2222')) return { ok: false, reason: INSUFFICIENT_FUNDS };
    if (request.accountNumber.endsWith('1111')) return { ok: false, reason: ACCOUNT_CLOSED };
    return { ok: true, transactionId: `cms-${randomBytes(10).toString('hex')}` };
  },

  /** A virtual account at the bank that waits for one deposit. */
  issueVirtualAccount(request: { bankCode: string }): { bankCode: string; accountNumber: string } {
    const format = VIRTUAL_ACCOUNT_FORMATS[request.bankCode] ?? [3, 6, 5];
    return { bankCode: request.bankCode, accountNumber: format.map(digits).join('-') };
  },
};
