import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAccount, BillingSettingsInput } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { billingAccountQueryKey } from './get-billing-account';

/** PUT /api/billing/account/settings (master): automatic top-up and the low-balance alert. */
export const updateBillingSettings = (api: ApiClient, body: BillingSettingsInput) =>
  api.put<BillingAccount>('/api/billing/account/settings', body, { silent: true });

export function useUpdateBillingSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsInput) => updateBillingSettings(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingAccountQueryKey }),
  });
}
