import { useQuery } from '@tanstack/react-query';
import type { PriceTable } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const pricesQueryKey = ['billing', 'prices'] as const;

/** Prices change rarely: a visit within this time reuses the table it has. */
const PRICES_STALE_MS = 5 * 60 * 1000;

/** GET /api/billing/prices: KRW per message type, before and after VAT. */
export function getPrices(api: ApiClient): Promise<PriceTable> {
  return api.get<PriceTable>('/api/billing/prices');
}

export function usePrices() {
  const api = useApi();
  return useQuery({ queryKey: pricesQueryKey, queryFn: () => getPrices(api), staleTime: PRICES_STALE_MS });
}
