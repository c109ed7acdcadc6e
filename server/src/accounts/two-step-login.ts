import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidField, rateLimited } from '../http/api-error';
import {
  hashSecurityCode,
  maskMobile,
  newSecurityCode,
  SECURITY_CODE_MAX_FAILURES,
  SECURITY_CODE_RESEND_SECONDS,
  SECURITY_CODE_TTL_SECONDS,
} from '../auth/security-code';
import type { SessionRecord } from './sessions-repository';

/** Sends a fresh code to the user's mobile (through the outbox) and resets the wrong-try count. */
export async function sendSecurityCode(app: FastifyInstance, session: SessionRecord, mobile: string) {
  const code = newSecurityCode();
  await app.sessions.storeCode(session.sessionId, hashSecurityCode(session.sessionId, code), SECURITY_CODE_TTL_SECONDS);
  await app.outbox.send({
    channel: 'SMS',
    to: mobile.replace(/\D/g, ''),
    body: `[비즈메시지 콘솔] 보안코드는 ${code} 입니다. 3분 안에 입력해 주세요. 타인에게 알려주지 마세요.`,
  });
  return { codeSentTo: maskMobile(mobile), expiresInSeconds: SECURITY_CODE_TTL_SECONDS };
}

/** One resend per 30 seconds per session; counted from the database so every process agrees. */
export function assertResendAllowed(session: SessionRecord): void {
  if (!session.codeSentAt) return;
  const waitSeconds = SECURITY_CODE_RESEND_SECONDS - (Date.now() - session.codeSentAt.getTime()) / 1000;
  if (waitSeconds > 0) {
    throw rateLimited(
      `보안코드는 ${SECURITY_CODE_RESEND_SECONDS}초에 한 번만 다시 받을 수 있어요. ${Math.ceil(waitSeconds)}초 후에 다시 시도해 주세요.`,
      waitSeconds,
    );
  }
}

const TOO_MANY_TRIES = '보안코드 입력 횟수를 초과했어요. 보안코드를 다시 받아 주세요.';

/** Resolves when `code` is right; otherwise throws a 400 on the code field saying what to do. */
export async function checkSecurityCode(app: FastifyInstance, session: SessionRecord, code: string): Promise<void> {
  if (!session.codeHash || !session.codeExpiresAt || session.codeExpiresAt.getTime() <= Date.now()) {
    throw invalidField('code', '보안코드가 만료되었어요. 보안코드를 다시 받아 주세요.');
  }
  const triesUsed = await app.sessions.spendCodeTry(session.sessionId, SECURITY_CODE_MAX_FAILURES);
  if (triesUsed === null) throw invalidField('code', TOO_MANY_TRIES);
  const expected = Buffer.from(session.codeHash);
  const given = Buffer.from(hashSecurityCode(session.sessionId, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) return;
  const left = SECURITY_CODE_MAX_FAILURES - triesUsed;
  throw invalidField('code', left > 0 ? `보안코드가 올바르지 않아요. (남은 입력 횟수 ${left}회)` : TOO_MANY_TRIES);
}
