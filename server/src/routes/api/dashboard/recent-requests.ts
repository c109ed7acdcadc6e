import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_RECENT_REQUESTS, DashboardQuery, type DashboardRecentRequests } from '@console/contracts/dashboard';
import { ok } from '../../../http/envelope';
import { dashboardTeams } from './dashboard-teams';

/** GET /api/dashboard/recent-requests: the newest send requests of the teams, any channel and state. */
const dashboardRecentRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/recent-requests',
    { schema: { querystring: DashboardQuery }, preValidation: app.authenticate },
    async (request) => {
      const teams = await dashboardTeams(app, request, request.query);
      const requests = await app.sendRequests.recentOfTeams(teams.teamSeqs, DASHBOARD_RECENT_REQUESTS);
      const names = requests.length > 0 ? await teams.names() : new Map<number, string>();
      // The list's rows without the duplicate count of the detail.
      const items = requests.map(({ duplicateCount: _duplicates, ...row }) => ({
        ...row,
        teamName: names.get(row.teamSeq) ?? '',
      }));
      return ok<DashboardRecentRequests>({ items });
    },
  );
};
export default dashboardRecentRequestsRoutes;
