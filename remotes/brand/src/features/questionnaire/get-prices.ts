import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceTable } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/billing/prices: the server's price table, readable without login. */
export const getPrices = (api: ApiClient) => api.get<PriceTable>('/api/billing/prices', { silent: true });

export const pricesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['billing', 'prices'], queryFn: () => getPrices(api), staleTime: 60 * 60 * 1000 });

export function usePrices() {
  return useQuery(pricesQuery(useApi()));
}
