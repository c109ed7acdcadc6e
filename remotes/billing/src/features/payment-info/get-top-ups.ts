import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { TopUp } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface TopUpsParams {
  page: number;
  size: number;
}

export const topUpsQueryKey = (params?: TopUpsParams) =>
  params ? (['billing', 'top-ups', params] as const) : (['billing', 'top-ups'] as const);

/** GET /api/billing/top-ups?page&size: the business's top-ups, newest first. */
export const getTopUps = (api: ApiClient, params: TopUpsParams) =>
  api.get<Page<TopUp>>('/api/billing/top-ups', { params: { ...params } });

export function useTopUps(params: TopUpsParams) {
  const api = useApi();
  return useQuery({
    queryKey: topUpsQueryKey(params),
    queryFn: () => getTopUps(api, params),
    placeholderData: keepPreviousData,
  });
}
