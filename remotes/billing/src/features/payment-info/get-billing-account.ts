import { useQuery } from '@tanstack/react-query';
import type { BillingAccount } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const billingAccountQueryKey = ['billing', 'account'] as const;

/** GET /api/billing/account: how the business pays, its balance and its settings. */
export const getBillingAccount = (api: ApiClient) => api.get<BillingAccount>('/api/billing/account');

export function useBillingAccount() {
  const api = useApi();
  return useQuery({ queryKey: billingAccountQueryKey, queryFn: () => getBillingAccount(api) });
}
