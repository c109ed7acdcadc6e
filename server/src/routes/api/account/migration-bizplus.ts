import type { FastifyPluginAsync } from 'fastify';
import { BizplusMigrationRequest } from '@console/contracts/account-migration';
import { migrateBizplusAccount } from '../../../account-migration/bizplus-migration';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';

/** Moving an account of the older product (public: the user has no account here yet). */
const bizplusMigrationRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/account/migration/bizplus',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => ok(await migrateBizplusAccount(app, request, parseInput(BizplusMigrationRequest, request.body))),
  );
};
export default bizplusMigrationRoutes;
