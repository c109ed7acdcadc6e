import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSends } from '@console/contracts/dashboard';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { dashboardKey, dashboardParams } from '../dashboard-params';

/** GET /api/dashboard/sends: this month's sends and cost by channel and by day. */
export const getDashboardSends = (api: ApiClient, teamSeq?: number) =>
  api.get<DashboardSends>('/api/dashboard/sends', { params: dashboardParams(teamSeq), silent: true });

export const dashboardSendsQuery = (api: ApiClient, teamSeq?: number) =>
  queryOptions({ queryKey: dashboardKey('sends', teamSeq), queryFn: () => getDashboardSends(api, teamSeq) });

export function useDashboardSends(teamSeq?: number) {
  const api = useApi();
  return useQuery(dashboardSendsQuery(api, teamSeq));
}
