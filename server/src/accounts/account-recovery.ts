import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_RESET_IDENTITY_MISMATCH,
  PASSWORD_RESET_TOKEN_INVALID,
  PasswordResetTokenRequest,
  passwordResetSchema,
  type FoundLoginId,
  type PasswordResetByEmailRequest,
  type PasswordResetByIdentityRequest,
  type PasswordResetTicket,
} from '@console/contracts/account-recovery';
import { describeUserAgent } from '@console/contracts/account-sessions';
import { hashPassword } from '../auth/password-hash';
import { invalidField, invalidInput } from '../http/api-error';
import { parseInput } from '../http/parse-input';
import { maskLoginId } from './mask-login-id';
import { createPasswordResetsRepository } from './password-resets-repository';
import { foundIdsMail, passwordChangedMail, passwordResetLink, passwordResetMail } from './recovery-mails';
import { createRecoveryAttemptsRepository } from './recovery-attempts-repository';
import { endUserSessions } from './sessions-repository';
import { IDENTITY_EXPIRED } from './signup';
import { findRecoveryCandidates, setPasswordHash } from './users-repository';

/** Who asks: the throttle counts by IP; mails link to `origin` and name the browser of a reset. */
export interface RecoveryRequest {
  ip: string;
  userAgent: string | undefined;
  /** Scheme, host and port of the console for links in mails, e.g. https://console.example.kr. */
  origin: string;
}

type EmailLookup = { name: string; email: string };
type ResetByEmail = { [K in keyof PasswordResetByEmailRequest]: string };

/**
 * Finding a forgotten id and resetting a forgotten password. Nothing here answers differently for
 * an id or e-mail that exists and one that does not: by e-mail the answer is always "sent if it
 * matched"; by identity check only the verified person's own accounts are shown; a reset by identity
 * refuses an unknown id and somebody else's id with the same words.
 */
export function createAccountRecovery(app: FastifyInstance) {
  const attempts = createRecoveryAttemptsRepository(app.db);
  const resets = createPasswordResetsRepository(app.db);

  const verifiedIdentity = async (token: string) => {
    const identity = await app.identityChecks.peek(token);
    if (!identity) throw invalidField('identityToken', IDENTITY_EXPIRED);
    return identity;
  };

  return {
    /** The ids of that name and registered e-mail go to that e-mail, masked; nothing tells whether any did. */
    async findIdsByEmail(request: RecoveryRequest, body: EmailLookup): Promise<void> {
      await attempts.admit('FIND_ID', body.email, request.ip);
      const found = await findRecoveryCandidates(app.db, body);
      if (found.length === 0) return;
      const mail = foundIdsMail({ name: found[0]!.name, ids: found, origin: request.origin });
      await app.outbox.send({ channel: 'EMAIL', to: body.email, ...mail });
    },

    /** The verified person's ids, masked, with their creation dates (the identity token is used up). */
    async findIdsByIdentity(request: RecoveryRequest, identityToken: string): Promise<FoundLoginId[]> {
      const identity = await verifiedIdentity(identityToken);
      await attempts.admit('FIND_ID', identity.mobile, request.ip);
      if (!(await app.identityChecks.consume(identityToken, app.db))) {
        throw invalidField('identityToken', IDENTITY_EXPIRED);
      }
      const found = await findRecoveryCandidates(app.db, { name: identity.name, mobile: identity.mobile });
      return found.map((user) => ({
        maskedLoginId: maskLoginId(user.loginId),
        createdAt: user.createdAt.toISOString(),
      }));
    },

    /** A single-use link to the id's registered e-mail, when the e-mail is that id's. */
    async requestResetByEmail(request: RecoveryRequest, body: ResetByEmail): Promise<void> {
      await attempts.admit('PASSWORD_RESET', body.loginId, request.ip);
      const [user] = await findRecoveryCandidates(app.db, { loginId: body.loginId });
      if (!user || user.email.toLowerCase() !== body.email.toLowerCase()) return;
      const { token } = await resets.issue(user.userSeq);
      const mail = passwordResetMail({
        name: user.name,
        loginId: user.loginId,
        link: passwordResetLink(request.origin, token),
      });
      await app.outbox.send({ channel: 'EMAIL', to: user.email, ...mail });
    },

    /**
     * The id's owner proved who they are: a reset token right away. The identity token is used up
     * only on a match, so a mistyped id costs no second identity check.
     */
    async resetTicketByIdentity(
      request: RecoveryRequest,
      body: PasswordResetByIdentityRequest,
    ): Promise<PasswordResetTicket> {
      await attempts.admit('PASSWORD_RESET', body.loginId, request.ip);
      const identity = await verifiedIdentity(body.identityToken);
      const [user] = await findRecoveryCandidates(app.db, { loginId: body.loginId });
      if (!user || user.name !== identity.name || user.mobile !== identity.mobile) {
        throw invalidInput([], PASSWORD_RESET_IDENTITY_MISMATCH);
      }
      if (!(await app.identityChecks.consume(body.identityToken, app.db))) {
        throw invalidField('identityToken', IDENTITY_EXPIRED);
      }
      const { token, expiresAt } = await resets.issue(user.userSeq);
      return { token, loginId: user.loginId, expiresAt: expiresAt.toISOString() };
    },

    /** Whose password a link resets (the form checks the new password against that id). */
    async ticketOf(token: string): Promise<PasswordResetTicket> {
      const record = await resets.peek(token);
      if (!record) throw invalidField('token', PASSWORD_RESET_TOKEN_INVALID);
      return { token, loginId: record.loginId, expiresAt: record.expiresAt.toISOString() };
    },

    /**
     * Sets the new password and uses the token up, ending every session of the user in the same
     * transaction; then tells the user by e-mail. A password that breaks a rule keeps the token.
     */
    async resetPassword(request: RecoveryRequest, input: unknown): Promise<{ loginId: string }> {
      const { token } = parseInput(PasswordResetTokenRequest, input);
      const record = await resets.peek(token);
      if (!record) throw invalidField('token', PASSWORD_RESET_TOKEN_INVALID);
      const body = parseInput(passwordResetSchema(record.loginId), input);
      const passwordHash = await hashPassword(body.newPassword);
      const userSeq = await app.db.transaction(async (tx) => {
        const used = await resets.consume(tx, body.token);
        if (used === null) throw invalidField('token', PASSWORD_RESET_TOKEN_INVALID);
        await setPasswordHash(tx, used, passwordHash);
        await endUserSessions(tx, used);
        return used;
      });
      const [user] = await findRecoveryCandidates(app.db, { loginId: record.loginId });
      if (user && user.userSeq === userSeq) {
        const { browser, os } = describeUserAgent(request.userAgent);
        const mail = passwordChangedMail({
          name: user.name,
          loginId: user.loginId,
          at: new Date(),
          ip: request.ip,
          device: [browser, os].filter(Boolean).join(' · ') || '알 수 없음',
          origin: request.origin,
        });
        await app.outbox.send({ channel: 'EMAIL', to: user.email, ...mail });
      }
      return { loginId: record.loginId };
    },
  };
}
export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
