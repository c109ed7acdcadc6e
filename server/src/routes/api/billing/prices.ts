import type { FastifyPluginAsync } from 'fastify';
import { PRICE_TABLE } from '../../../billing/price-table';
import { ok } from '../../../http/envelope';

/** The public price table (the pricing page is readable without login). */
const pricesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/billing/prices', async () => ok(PRICE_TABLE));
};
export default pricesRoutes;
