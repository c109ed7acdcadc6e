import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalState } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/account/withdrawal (master only): when the withdrawal under review was requested. */
export const getWithdrawal = (api: ApiClient) => api.get<WithdrawalState>('/api/account/withdrawal', { silent: true });

export const withdrawalQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['dashboard', 'withdrawal'], queryFn: () => getWithdrawal(api) });

export function useWithdrawal(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...withdrawalQuery(api), enabled });
}
