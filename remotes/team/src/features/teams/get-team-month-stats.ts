import { useQuery } from '@tanstack/react-query';
import type { StatsOverview } from '@console/contracts/stats';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { isoDateInSeoul } from '@console/ui/format';

/** From the 1st of this month to today, as Seoul counts days. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const to = isoDateInSeoul(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

export interface MonthTotals {
  requested: number;
  success: number;
  failure: number;
  costKrw: number;
}

export const sumTotals = (overview: StatsOverview): MonthTotals =>
  overview.totals.reduce(
    (sum, row) => ({
      requested: sum.requested + row.requested,
      success: sum.success + row.success,
      failure: sum.failure + row.failure,
      costKrw: Math.round((sum.costKrw + row.costKrw) * 100) / 100,
    }),
    { requested: 0, success: 0, failure: 0, costKrw: 0 },
  );

/** GET /api/stats/overview?teamSeq&from&to: this month's sends and cost of one team (daily_stats). */
export const getTeamMonthStats = (api: ApiClient, teamSeq: number, range: { from: string; to: string }) =>
  api.get<StatsOverview>('/api/stats/overview', { params: { teamSeq, ...range } });

export function useTeamMonthStats(teamSeq: number) {
  const api = useApi();
  const range = thisMonth();
  return useQuery({
    queryKey: ['team', 'month-stats', teamSeq, range],
    queryFn: () => getTeamMonthStats(api, teamSeq, range),
    select: (overview) => ({ range, totals: sumTotals(overview) }),
  });
}
