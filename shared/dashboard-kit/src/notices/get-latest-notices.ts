import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import { DASHBOARD_NOTICES } from '@console/contracts/dashboard';
import type { NoticeSummary } from '@console/contracts/brand';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/brand/notices, first page: the brand site's notices, pinned first, then newest. */
export const getLatestNotices = (api: ApiClient) =>
  api.get<Page<NoticeSummary>>('/api/brand/notices', { params: { page: 1, size: DASHBOARD_NOTICES }, silent: true });

export const latestNoticesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['dashboard', 'notices'], queryFn: () => getLatestNotices(api) });

export function useLatestNotices() {
  const api = useApi();
  return useQuery(latestNoticesQuery(api));
}
