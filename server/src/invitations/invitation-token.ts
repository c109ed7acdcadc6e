import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes (base64url). Only its hash is stored, so the table opens no door. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('base64url');
