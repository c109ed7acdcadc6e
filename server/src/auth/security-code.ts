import { createHash, randomInt } from 'node:crypto';
import { SECURITY_CODE_LENGTH } from '@console/contracts/session';

/** A code is good for 3 minutes and 5 wrong tries; a new one may be asked for every 30 seconds. */
export const SECURITY_CODE_TTL_SECONDS = 180;
export const SECURITY_CODE_MAX_FAILURES = 5;
export const SECURITY_CODE_RESEND_SECONDS = 30;

export const newSecurityCode = () =>
  String(randomInt(0, 10 ** SECURITY_CODE_LENGTH)).padStart(SECURITY_CODE_LENGTH, '0');

/** Codes are stored hashed, like passwords, though a short life makes a plain hash enough. */
export const hashSecurityCode = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('base64url');

/** 01012345678 -> 010-****-5678: where the code went, without showing the whole number. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const last = digits.slice(-4);
  const head = digits.slice(0, 3);
  return `${head}-****-${last}`;
}
