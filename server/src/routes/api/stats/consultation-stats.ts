import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsultationStatsQuery } from '@console/contracts/consultation';
import { consultationStatistics } from '../../../consultation/consultation-stats';
import { ok } from '../../../http/envelope';
import { statsTeams } from './channel-stats';

/**
 * GET /api/stats/kakao-cs: consultation talk by day and sender profile over the teams the caller may
 * see (or one of them, as the other statistics pages pick them).
 */
const consultationStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats/kakao-cs',
    { schema: { querystring: ConsultationStatsQuery }, preValidation: app.authenticate },
    async (request) => {
      const teams = await statsTeams(app, request, request.query.teamSeq);
      return ok(await consultationStatistics(app.db, request.query, teams));
    },
  );
};
export default consultationStatsRoutes;
