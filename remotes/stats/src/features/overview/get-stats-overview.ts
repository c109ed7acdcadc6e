import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsOverview } from '@console/contracts/stats';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** YYYY-MM-DD, both ends included, at most STATS_MAX_RANGE_DAYS apart. */
export interface StatsRange {
  from: string;
  to: string;
}

export const statsOverviewQueryKey = (range: StatsRange) => ['stats', 'overview', range] as const;

/** GET /api/stats/overview?from&to: daily rows and totals per channel, across the user's teams. */
export function getStatsOverview(api: ApiClient, { from, to }: StatsRange): Promise<StatsOverview> {
  return api.get<StatsOverview>('/api/stats/overview', { params: { from, to } });
}

export function useStatsOverview(range: StatsRange) {
  const api = useApi();
  return useQuery({
    queryKey: statsOverviewQueryKey(range),
    queryFn: () => getStatsOverview(api, range),
    placeholderData: keepPreviousData,
  });
}
