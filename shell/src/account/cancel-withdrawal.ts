import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalState } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { withdrawalQueryKey } from './get-withdrawal';

/** DELETE /api/account/withdrawal: takes the request back; the role is ROLE_MASTER again. */
export const cancelWithdrawal = (api: ApiClient) =>
  api.delete<WithdrawalState>('/api/account/withdrawal', { silent: true });

export function useCancelWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelWithdrawal(api),
    onSuccess: (state) => queryClient.setQueryData(withdrawalQueryKey, state),
  });
}
