import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isWithdrawalRequested } from '@console/contracts/session';
import { createAccountRepository, type AccountRepository } from '../../accounts/account-repository';
import {
  createIdentityChecksRepository,
  type IdentityChecksRepository,
} from '../../accounts/identity-checks-repository';
import {
  createLegacyAccountsRepository,
  type LegacyAccountsRepository,
} from '../../account-migration/legacy-accounts-repository';
import {
  createBusinessFilesRepository,
  type BusinessFilesRepository,
} from '../../businesses/business-files-repository';
import { createBusinessesRepository, type BusinessesRepository } from '../../businesses/businesses-repository';
import { ApiError, roleNotAllowed } from '../../http/api-error';
import { ResultCode } from '@console/contracts/api-envelope';
import { authOf } from '../../http/request-auth';

declare module 'fastify' {
  interface FastifyInstance {
    businesses: BusinessesRepository;
    businessFiles: BusinessFilesRepository;
    accountSettings: AccountRepository;
    identityChecks: IdentityChecksRepository;
    legacyAccounts: LegacyAccountsRepository;
    /** preHandler after authenticate: refuses a withdrawal-requested (DWT) role with 455 (SPEC 6). */
    refuseWithdrawn: preHandlerAsyncHookHandler;
    /** preHandler of /admin/api: the ADMIN_TOKEN bearer (401), or 403 when the server has none set. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** Seconds after an upload when the dev reviewer decides a registration file; null = no simulator. */
    verifySimulatorSeconds: number | null;
  }
}

export interface AccountServicesOptions {
  adminToken: string | undefined;
  verifySimulatorSeconds: number | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Businesses, their files, the user's own account settings, identity checks, legacy accounts. */
export default fp<AccountServicesOptions>(
  async (app, options) => {
    app.decorate('businesses', createBusinessesRepository(app.db));
    app.decorate('businessFiles', createBusinessFilesRepository(app.db));
    app.decorate('accountSettings', createAccountRepository(app.db));
    app.decorate('identityChecks', createIdentityChecksRepository(app.db));
    app.decorate('legacyAccounts', createLegacyAccountsRepository(app.db));
    app.decorate('verifySimulatorSeconds', options.verifySimulatorSeconds);

    app.decorate('refuseWithdrawn', async (request: FastifyRequest) => {
      if (isWithdrawalRequested(authOf(request).user.role)) throw roleNotAllowed();
    });

    const expected = options.adminToken ? digest(options.adminToken) : null;
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!expected) {
        throw new ApiError(403, ResultCode.FORBIDDEN, '관리자 API가 꺼져 있어요. 서버에 ADMIN_TOKEN을 설정해 주세요.');
      }
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first byte.
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
        throw new ApiError(401, ResultCode.UNAUTHENTICATED, '관리자 토큰이 올바르지 않아요.');
      }
    });
  },
  { name: 'account-services', dependencies: ['database', 'auth-guard'] },
);
