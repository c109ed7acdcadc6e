import { useQuery } from '@tanstack/react-query';
import type { TaxInfo } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const taxInfoQueryKey = ['billing', 'tax-info'] as const;

/** GET /api/billing/tax-info (master): the tax-invoice recipient data, the business's own name and number offered. */
export const getTaxInfo = (api: ApiClient) => api.get<TaxInfo>('/api/billing/tax-info');

export function useTaxInfo() {
  const api = useApi();
  return useQuery({ queryKey: taxInfoQueryKey, queryFn: () => getTaxInfo(api) });
}
