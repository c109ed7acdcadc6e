import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatsQuery, type StatsOverview, type StatsRow } from '@console/contracts/stats';
import { invalidInput, teamNotAllowed } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';

// StatsQuery checks the YYYY-MM-DD shape only; 2026-02-30 passes it but is no day to query.
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.toISOString().startsWith(value);
};

function assertCalendarDates(query: { from: string; to: string }): void {
  const errors = (['from', 'to'] as const)
    .filter((field) => !isCalendarDate(query[field]))
    .map((field) => ({ field, message: '존재하지 않는 날짜예요.' }));
  if (errors.length > 0) throw invalidInput(errors);
}

function totalsOf(rows: StatsRow[]): StatsOverview['totals'] {
  const byChannel = new Map<StatsRow['channel'], StatsOverview['totals'][number]>();
  for (const { date: _date, ...row } of rows) {
    const total = byChannel.get(row.channel);
    if (!total) byChannel.set(row.channel, { ...row });
    else {
      total.requested += row.requested;
      total.success += row.success;
      total.failure += row.failure;
      total.fallback += row.fallback;
      total.costKrw = Math.round((total.costKrw + row.costKrw) * 100) / 100;
    }
  }
  return [...byChannel.values()];
}

/** Daily sending statistics over the caller's teams, or one of them with teamSeq. */
const statsOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats/overview',
    { schema: { querystring: StatsQuery }, preValidation: app.authenticate },
    async (request) => {
      const query = request.query;
      assertCalendarDates(query);
      const visible = await app.teams.visibleTeamSeqs(authOf(request).user.userSeq);
      if (query.teamSeq !== undefined && !visible.includes(query.teamSeq)) throw teamNotAllowed();
      const rows = await app.dailyStats.daily(
        query.teamSeq !== undefined ? [query.teamSeq] : visible,
        query.from,
        query.to,
      );
      return ok<StatsOverview>({ from: query.from, to: query.to, rows, totals: totalsOf(rows) });
    },
  );
};
export default statsOverviewRoutes;
