import { insertUser } from '../accounts/users-repository';
import { insertContacts } from '../address-books/contacts-repository';
import { insertReadyTeam } from '../teams/team-admin-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALREADY_MIGRATED,
  type BizplusMigrationAnswer,
  type BizplusMigrationRequest,
} from '@console/contracts/account-migration';
import { LOGIN_ID_PATTERN } from '@console/contracts/account-fields';
import { LOGIN_ID_TAKEN } from '@console/contracts/signup';
import type { z } from 'zod';
import { LOGIN_MAX_FAILURES } from '../accounts/login-history-repository';
import { conflictOn, loginIdTaken } from '../accounts/signup';
import { hashPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, invalidField, invalidInput, rateLimited } from '../http/api-error';
import { DECOY_LEGACY, verifyLegacyPassword } from './legacy-password';

type ParsedRequest = z.output<typeof BizplusMigrationRequest>;

const WRONG_CREDENTIALS = '기존 서비스의 아이디 또는 비밀번호가 올바르지 않아요.';
const NUMBER_TAKEN = '이 사업자등록번호로 이미 가입된 계정이 있어요. 고객센터에 문의해 주세요.';
/** The team the moved contacts land in; moved accounts were in service already, so it starts ACTIVE. */
export const MIGRATED_TEAM_NAME = '기본팀';

/** Wrong tries count like logins, under their own key, so guessing old passwords is throttled too. */
const throttleKey = (legacyId: string) => `bizplus:${legacyId}`;

/**
 * Moves an account of the older product: its business, its master user (the same password,
 * re-hashed with scrypt) and its contacts into a new team, once. Wrong credentials are a 400 (not a
 * 403, which would end the caller's own session in the client).
 */
export async function migrateBizplusAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ParsedRequest,
): Promise<BizplusMigrationAnswer> {
  const attempt = {
    loginId: throttleKey(body.legacyId),
    userSeq: null,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
  const throttle = await app.loginHistory.recentFailures(attempt.loginId, request.ip);
  if (throttle.failures >= LOGIN_MAX_FAILURES) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    throw rateLimited(`시도가 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, throttle.retryAfterSeconds);
  }
  const account = await app.legacyAccounts.find(body.legacyId);
  const passwordOk = verifyLegacyPassword(
    body.legacyPassword,
    account?.passwordSalt ?? DECOY_LEGACY.salt,
    account?.passwordSha256 ?? DECOY_LEGACY.hash,
  );
  if (!account || !passwordOk) {
    await app.loginHistory.record({ ...attempt, result: account ? 'WRONG_PASSWORD' : 'UNKNOWN_ID' });
    throw invalidInput([{ field: 'legacyPassword', message: WRONG_CREDENTIALS }], WRONG_CREDENTIALS);
  }
  if (account.migratedAt) throw conflict(ALREADY_MIGRATED);

  const loginId = body.newLoginId || account.legacyId;
  if (!LOGIN_ID_PATTERN.test(loginId)) {
    throw invalidField(
      'newLoginId',
      `기존 아이디(${account.legacyId})는 이 콘솔의 아이디 규칙에 맞지 않아요. 새 아이디를 입력해 주세요.`,
    );
  }
  const passwordHash = await hashPassword(body.legacyPassword);
  try {
    return await app.db.transaction(async (tx) => {
      const locked = await app.legacyAccounts.find(account.legacyId, tx, true);
      if (locked?.migratedAt) throw conflict(ALREADY_MIGRATED);
      if (await loginIdTaken(tx, loginId)) throw conflictOn('newLoginId', LOGIN_ID_TAKEN);
      if (await app.businesses.registrationNumberTaken(account.business.registrationNumber, tx))
        throw conflict(NUMBER_TAKEN);

      const business = await app.businesses.create(account.business, tx, account.business.verifiedAt);
      const userSeq = await insertUser(tx, {
        bizSeq: business.bizSeq,
        loginId,
        passwordHash,
        name: account.name,
        email: account.email.toLowerCase(),
        mobile: account.mobile.replace(/\D/g, ''),
        role: 'ROLE_MASTER',
      });
      const teamSeq = await insertReadyTeam(tx, {
        bizSeq: business.bizSeq,
        name: MIGRATED_TEAM_NAME,
        description: '비즈플러스에서 옮겨 온 연락처가 있는 팀이에요.',
        adminSeq: userSeq,
      });
      const contactCount = await insertContacts(tx, teamSeq, await app.legacyAccounts.contactsOf(account.legacyId, tx));
      await app.legacyAccounts.markMigrated(account.legacyId, userSeq, tx);
      return { loginId, businessName: business.name, teamName: MIGRATED_TEAM_NAME, contactCount };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A race with a sign-up or a second migration: say which.
    if ((await app.legacyAccounts.find(account.legacyId))?.migratedAt) throw conflict(ALREADY_MIGRATED);
    if (await loginIdTaken(app.db, loginId)) throw conflictOn('newLoginId', LOGIN_ID_TAKEN);
    throw conflict(NUMBER_TAKEN);
  }
}
