import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { resetTicketQueryKey } from './get-reset-ticket';

/** POST /api/account/password-reset: the new password; every session of the user ends. */
export const resetPassword = (api: ApiClient, body: PasswordResetRequest) =>
  api.post<{ loginId: string }>('/api/account/password-reset', body, { silent: true });

export function useResetPassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => resetPassword(api, body),
    // The token is used up: the same link opened again must ask the server, not the cache.
    onSuccess: (_answer, body) => queryClient.removeQueries({ queryKey: resetTicketQueryKey(body.token) }),
  });
}
