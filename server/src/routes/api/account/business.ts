import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { BusinessUpdateRequest, type BusinessInfo } from '@console/contracts/business';
import { NO_BIZ_FILE } from '../../../businesses/business-files-repository';
import { authOf } from '../../../http/request-auth';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

export async function businessInfoOf(app: FastifyInstance, bizSeq: number): Promise<BusinessInfo> {
  const business = await app.businesses.find(bizSeq);
  if (!business) throw notFound('사업자 정보를 찾을 수 없어요.');
  const file = await app.businessFiles.latest(bizSeq);
  return { ...business, bizFile: file?.state ?? NO_BIZ_FILE };
}

/** The caller's business: every member reads it; only the master edits it (PRODUCT.md). */
const businessRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/account/business', { preHandler: [app.authenticate, app.refuseWithdrawn] }, async (request) =>
    ok(await businessInfoOf(app, authOf(request).user.business.bizSeq)),
  );

  app.put(
    '/api/account/business',
    { preHandler: [app.authenticate, app.requireRoles(['ROLE_MASTER']), app.refuseWithdrawn] },
    async (request) => {
      const change = parseInput(BusinessUpdateRequest, request.body);
      const { bizSeq } = authOf(request).user.business;
      await app.businesses.update(bizSeq, change);
      return ok(await businessInfoOf(app, bizSeq));
    },
  );
};
export default businessRoutes;
