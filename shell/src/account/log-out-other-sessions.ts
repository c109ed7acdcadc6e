import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedOutSessions } from '@console/contracts/account-sessions';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { activeSessionsQueryKey } from './get-active-sessions';

/** POST /api/account/sessions/log-out-others: every device but this one is logged out. */
export const logOutOtherSessions = (api: ApiClient) =>
  api.post<LoggedOutSessions>('/api/account/sessions/log-out-others', {}, { silent: true });

export function useLogOutOtherSessions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logOutOtherSessions(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
