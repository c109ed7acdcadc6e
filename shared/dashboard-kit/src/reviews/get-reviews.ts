import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardReviews } from '@console/contracts/dashboard';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { dashboardKey, dashboardParams } from '../dashboard-params';

/** GET /api/dashboard/reviews: numbers, templates and profiles that wait, and the business file's review. */
export const getReviews = (api: ApiClient, teamSeq?: number) =>
  api.get<DashboardReviews>('/api/dashboard/reviews', { params: dashboardParams(teamSeq), silent: true });

export const reviewsQuery = (api: ApiClient, teamSeq?: number) =>
  queryOptions({ queryKey: dashboardKey('reviews', teamSeq), queryFn: () => getReviews(api, teamSeq) });

export function useReviews(teamSeq?: number) {
  const api = useApi();
  return useQuery(reviewsQuery(api, teamSeq));
}
