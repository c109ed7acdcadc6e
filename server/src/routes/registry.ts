import type { FastifyPluginAsync } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';

/** The environment registry, read by the shell at boot; not wrapped in the result envelope. */
const registryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const registry = await app.registry.read();
    if (registry) return registry;
    return reply.code(503).send({
      resultCode: ResultCode.SERVER_ERROR,
      resultData: null,
      message: '서비스 구성 정보를 읽을 수 없어요. 잠시 후 다시 시도해 주세요.',
    });
  });
};
export default registryRoutes;
