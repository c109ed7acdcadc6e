import type { FastifyPluginAsync } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';

/** The build the server is serving; the shell polls it to notice a newer one. */
const latestBuildRoutes: FastifyPluginAsync = async (app) => {
  app.get('/_build/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const index = await app.shellIndex();
    if (index) return index.build;
    return reply
      .code(503)
      .send({ resultCode: ResultCode.SERVER_ERROR, resultData: null, message: '콘솔 화면이 아직 빌드되지 않았어요.' });
  });
};
export default latestBuildRoutes;
