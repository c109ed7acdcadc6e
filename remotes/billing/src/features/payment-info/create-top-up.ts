import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUp, TopUpInput } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { billingAccountQueryKey } from './get-billing-account';
import { topUpsQueryKey } from './get-top-ups';

/**
 * POST /api/billing/top-ups (master, prepaid): CARD is charged now (PAID or FAILED); VIRTUAL_ACCOUNT
 * answers the account to deposit to (WAITING_DEPOSIT).
 */
export const createTopUp = (api: ApiClient, body: TopUpInput) =>
  api.post<TopUp>('/api/billing/top-ups', body, { silent: true });

export function useCreateTopUp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUpInput) => createTopUp(api, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingAccountQueryKey }),
        queryClient.invalidateQueries({ queryKey: topUpsQueryKey() }),
      ]),
  });
}
