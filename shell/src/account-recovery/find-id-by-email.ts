import { useMutation } from '@tanstack/react-query';
import type { FindIdByEmailRequest, RecoveryAccepted } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/find-id/email: the same answer whether or not an account matched. */
export const findIdByEmail = (api: ApiClient, body: FindIdByEmailRequest) =>
  api.post<RecoveryAccepted>('/api/account/find-id/email', body, { silent: true });

export function useFindIdByEmail() {
  const api = useApi();
  return useMutation({ mutationFn: (body: FindIdByEmailRequest) => findIdByEmail(api, body) });
}
