import { useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@console/contracts/account-sessions';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const activeSessionsQueryKey = ['shell', 'account', 'sessions'] as const;

/** GET /api/account/sessions: the devices logged in to the account now, last seen first. */
export const getActiveSessions = (api: ApiClient) => api.get<ActiveSession[]>('/api/account/sessions');

export function useActiveSessions() {
  const api = useApi();
  return useQuery({ queryKey: activeSessionsQueryKey, queryFn: () => getActiveSessions(api) });
}
