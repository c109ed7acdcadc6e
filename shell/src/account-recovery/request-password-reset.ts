import { useMutation } from '@tanstack/react-query';
import type { PasswordResetByEmailRequest, RecoveryAccepted } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/password-reset/email: a link goes out when the e-mail is the id's; the answer never says. */
export const requestPasswordReset = (api: ApiClient, body: PasswordResetByEmailRequest) =>
  api.post<RecoveryAccepted>('/api/account/password-reset/email', body, { silent: true });

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (body: PasswordResetByEmailRequest) => requestPasswordReset(api, body) });
}
