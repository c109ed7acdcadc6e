import { insertUser } from './users-repository';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { LOGIN_ID_TAKEN, type SignupAnswer, type SignupRequest } from '@console/contracts/signup';
import type { z } from 'zod';
import { hashPassword } from '../auth/password-hash';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError, invalidField } from '../http/api-error';

type ParsedSignup = z.output<typeof SignupRequest>;

export const REGISTRATION_NUMBER_TAKEN =
  '이미 가입된 사업자등록번호예요. 기존 계정으로 로그인하거나 고객센터에 문의해 주세요.';
export const IDENTITY_EXPIRED = '본인인증이 만료되었거나 이미 사용되었어요. 본인인증을 다시 해 주세요.';

/** A 409 that names its field, so the form shows it in place. */
export const conflictOn = (field: string, message: string) =>
  new ApiError(409, ResultCode.CONFLICT, message, [{ field, message }]);

export async function loginIdTaken(db: Queryable, loginId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE login_id = $1', [loginId])).length > 0;
}

/**
 * Creates the business (unverified) and its master in one transaction, using up the identity
 * token: the master's name and mobile are the verified identity's. Nothing is created when any
 * check fails.
 */
export async function signUp(app: FastifyInstance, body: ParsedSignup): Promise<SignupAnswer> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await app.db.transaction(async (tx) => {
      if (await loginIdTaken(tx, body.loginId)) throw conflictOn('loginId', LOGIN_ID_TAKEN);
      if (await app.businesses.registrationNumberTaken(body.business.registrationNumber, tx)) {
        throw conflictOn('business.registrationNumber', REGISTRATION_NUMBER_TAKEN);
      }
      const identity = await app.identityChecks.consume(body.identityToken, tx);
      if (!identity) throw invalidField('identityToken', IDENTITY_EXPIRED);
      const business = await app.businesses.create(body.business, tx);
      const userSeq = await insertUser(tx, {
        bizSeq: business.bizSeq,
        loginId: body.loginId,
        passwordHash,
        name: identity.name,
        email: body.email,
        mobile: identity.mobile,
        role: 'ROLE_MASTER',
        agreements: { marketing: body.agreements.marketing },
      });
      return { userSeq, loginId: body.loginId, businessName: business.name };
    });
  } catch (error) {
    // Two sign-ups raced for the same id or number: the loser hears which one.
    if (!isUniqueViolation(error)) throw error;
    if (await loginIdTaken(app.db, body.loginId)) throw conflictOn('loginId', LOGIN_ID_TAKEN);
    throw conflictOn('business.registrationNumber', REGISTRATION_NUMBER_TAKEN);
  }
}
