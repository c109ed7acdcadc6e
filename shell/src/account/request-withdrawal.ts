import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequest, WithdrawalState } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { withdrawalQueryKey } from './get-withdrawal';

/** POST /api/account/withdrawal: the password again and why; the role becomes ROLE_MASTER_DWT. */
export const requestWithdrawal = (api: ApiClient, body: WithdrawalRequest) =>
  api.post<WithdrawalState>('/api/account/withdrawal', body, { silent: true });

export function useRequestWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequest) => requestWithdrawal(api, body),
    onSuccess: (state) => queryClient.setQueryData(withdrawalQueryKey, state),
  });
}
