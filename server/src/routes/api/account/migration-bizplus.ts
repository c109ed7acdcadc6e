import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BizplusMigrationRequest } from '@console/contracts/account-migration';
import { migrateBizplusAccount } from '../../../account-migration/bizplus-migration';
import { ok } from '../../../http/envelope';

/** Moving an account of the older product (public: the user has no account here yet). */
const bizplusMigrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/migration/bizplus',
    { schema: { body: BizplusMigrationRequest }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => ok(await migrateBizplusAccount(app, request, request.body)),
  );
};
export default bizplusMigrationRoutes;
