import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { LoginHistoryItem } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const loginHistoryQueryKey = (page: number, size: number) =>
  ['shell', 'account', 'login-history', { page, size }] as const;

/** GET /api/account/login-history?page&size: the account's login attempts, newest first. */
export const getLoginHistory = (api: ApiClient, page: number, size: number) =>
  api.get<Page<LoginHistoryItem>>('/api/account/login-history', { params: { page, size } });

export function useLoginHistory(page: number, size: number) {
  const api = useApi();
  return useQuery({
    queryKey: loginHistoryQueryKey(page, size),
    queryFn: () => getLoginHistory(api, page, size),
    placeholderData: keepPreviousData,
  });
}
