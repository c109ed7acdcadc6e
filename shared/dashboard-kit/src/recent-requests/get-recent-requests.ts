import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardRecentRequests } from '@console/contracts/dashboard';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { dashboardKey, dashboardParams } from '../dashboard-params';

/** While a request is still going out, the block asks again this often. */
const SENDING_REFRESH_MS = 5_000;

/** GET /api/dashboard/recent-requests: the newest send requests of the teams. */
export const getRecentRequests = (api: ApiClient, teamSeq?: number) =>
  api.get<DashboardRecentRequests>('/api/dashboard/recent-requests', {
    params: dashboardParams(teamSeq),
    silent: true,
  });

export const recentRequestsQuery = (api: ApiClient, teamSeq?: number) =>
  queryOptions({
    queryKey: dashboardKey('recent-requests', teamSeq),
    queryFn: () => getRecentRequests(api, teamSeq),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'SENDING') ? SENDING_REFRESH_MS : false,
  });

export function useRecentRequests(teamSeq?: number) {
  const api = useApi();
  return useQuery(recentRequestsQuery(api, teamSeq));
}
