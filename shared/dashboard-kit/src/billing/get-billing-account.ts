import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingAccount } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/billing/account (every role): the way the business pays, its balance and this month's usage. */
export const getBillingAccount = (api: ApiClient) => api.get<BillingAccount>('/api/billing/account', { silent: true });

export const billingAccountQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['dashboard', 'billing-account'], queryFn: () => getBillingAccount(api) });

export function useBillingAccount() {
  const api = useApi();
  return useQuery(billingAccountQuery(api));
}
