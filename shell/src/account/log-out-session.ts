import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedOutSessions } from '@console/contracts/account-sessions';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { activeSessionsQueryKey } from './get-active-sessions';

/** DELETE /api/account/sessions/:sessionId: ends another device's login. */
export const logOutSession = (api: ApiClient, sessionId: string) =>
  api.delete<LoggedOutSessions>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { silent: true });

export function useLogOutSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => logOutSession(api, sessionId),
    // A device already gone (404) is refreshed away too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
