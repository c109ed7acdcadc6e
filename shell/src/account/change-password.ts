import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** PUT /api/account/password: a wrong current password is a 400 on currentPassword. */
export const changePassword = (api: ApiClient, body: PasswordChangeRequest) =>
  api.put<{ changed: boolean }>('/api/account/password', body, { silent: true });

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => changePassword(api, body) });
}
