import { useQuery } from '@tanstack/react-query';
import type { WithdrawalState } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const withdrawalQueryKey = ['shell', 'account', 'withdrawal'] as const;

/** GET /api/account/withdrawal (master only): whether a withdrawal request is under review. */
export const getWithdrawal = (api: ApiClient) => api.get<WithdrawalState>('/api/account/withdrawal');

export function useWithdrawal(enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: withdrawalQueryKey, queryFn: () => getWithdrawal(api), enabled });
}
