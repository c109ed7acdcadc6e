import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an advertising mail's unsubscribe link: the team and the address, signed (HMAC-SHA256)
 * so the link works without login and names nothing else. `team.address.signature`, base64url.
 */
const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`email-unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(secret: string, teamSeq: number, address: string): string {
  const payload = `${teamSeq}.${Buffer.from(address.toLowerCase()).toString('base64url')}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The team and address of a genuine token; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { teamSeq: number; address: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,9}$/.test(parts[0]!)) return null;
  const payload = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const address = Buffer.from(parts[1]!, 'base64url').toString('utf8');
  return address.includes('@') ? { teamSeq: Number(parts[0]), address } : null;
}

export const unsubscribePath = (token: string) => `/unsubscribe/email?token=${encodeURIComponent(token)}`;
