import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_REVIEW_ITEMS,
  DashboardQuery,
  type DashboardReviewGroup,
  type DashboardReviewItem,
  type DashboardReviews,
} from '@console/contracts/dashboard';
import { roleAllows } from '@console/contracts/session';
import { NO_BIZ_FILE } from '../../../businesses/business-files-repository';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { MASTER_OR_MANAGER } from '../../../teams/team-access';
import { dashboardTeams } from './dashboard-teams';

type Open = { counts: Map<string, number>; items: Omit<DashboardReviewItem, 'teamName'>[] };

/** A review group: what waits for the reviewer, what waits for the user, the newest entries. */
const groupOf = (open: Open, waiting: string[], names: Map<number, string>): DashboardReviewGroup => {
  const count = (statuses: string[]) => statuses.reduce((n, status) => n + (open.counts.get(status) ?? 0), 0);
  const all = [...open.counts.keys()];
  return {
    waiting: count(waiting),
    needsAction: count(all.filter((status) => !waiting.includes(status))),
    items: open.items.map((item) => ({ ...item, teamName: names.get(item.teamSeq) ?? '' })),
  };
};

/**
 * GET /api/dashboard/reviews: sender numbers in review or rejected, alimtalk templates in review or
 * rejected, sender profiles blocked or dormant (for masters and managers, who manage them), and the
 * business registration file's review.
 */
const dashboardReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/reviews',
    { schema: { querystring: DashboardQuery }, preValidation: app.authenticate },
    async (request) => {
      const { user } = authOf(request);
      const teams = await dashboardTeams(app, request, request.query);
      const file = (await app.businessFiles.latest(user.business.bizSeq))?.state ?? NO_BIZ_FILE;
      if (!roleAllows(user.role, MASTER_OR_MANAGER))
        return ok<DashboardReviews>({
          callbackNumbers: null,
          alimtalkTemplates: null,
          senderProfiles: null,
          businessFile: file,
        });
      const [numbers, templates, profiles] = await Promise.all([
        app.callbackNumbers.openOfTeams(teams.teamSeqs, DASHBOARD_REVIEW_ITEMS),
        app.alimtalkTemplates.openOfTeams(teams.teamSeqs, DASHBOARD_REVIEW_ITEMS),
        app.senderProfiles.inactiveOfTeams(teams.teamSeqs, DASHBOARD_REVIEW_ITEMS),
      ]);
      const named = numbers.items.length + templates.items.length + profiles.items.length > 0;
      const names = named ? await teams.names() : new Map<number, string>();
      return ok<DashboardReviews>({
        callbackNumbers: groupOf(
          {
            counts: numbers.counts,
            items: numbers.items.map((n) => ({
              seq: n.seq,
              teamSeq: n.teamSeq,
              name: n.number,
              detail: n.label || null,
              status: n.status as DashboardReviewItem['status'],
              reason: n.rejectReason,
              since: n.since,
            })),
          },
          ['PENDING'],
          names,
        ),
        alimtalkTemplates: groupOf(
          {
            counts: templates.counts,
            items: templates.items.map((tpl) => ({
              seq: tpl.seq,
              teamSeq: tpl.teamSeq,
              name: tpl.name,
              detail: tpl.code,
              status: tpl.status as DashboardReviewItem['status'],
              reason: tpl.rejectReason,
              since: tpl.updatedAt,
            })),
          },
          ['REQUESTED', 'INSPECTING'],
          names,
        ),
        senderProfiles: groupOf(
          {
            counts: profiles.counts,
            items: profiles.items.map((p) => ({
              seq: p.seq,
              teamSeq: p.teamSeq,
              name: p.channelName,
              detail: p.channelId,
              status: p.status as DashboardReviewItem['status'],
              reason: p.statusReason,
              since: p.updatedAt,
            })),
          },
          [],
          names,
        ),
        businessFile: file,
      });
    },
  );
};
export default dashboardReviewsRoutes;
