import { useMutation } from '@tanstack/react-query';
import type { PasswordResetByIdentityRequest, PasswordResetTicket } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/password-reset/identity: the id's owner, just verified, gets a reset token at once. */
export const resetTicketByIdentity = (api: ApiClient, body: PasswordResetByIdentityRequest) =>
  api.post<PasswordResetTicket>('/api/account/password-reset/identity', body, { silent: true });

export function useResetTicketByIdentity() {
  const api = useApi();
  return useMutation({ mutationFn: (body: PasswordResetByIdentityRequest) => resetTicketByIdentity(api, body) });
}
