import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { securityQueryKey } from './get-security';

/** PUT /api/account/security */
export const updateSecurity = (api: ApiClient, twoStepLogin: boolean) =>
  api.put<SecuritySettings>('/api/account/security', { twoStepLogin }, { silent: true });

export function useUpdateSecurity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (twoStepLogin: boolean) => updateSecurity(api, twoStepLogin),
    onSuccess: (settings) => queryClient.setQueryData(securityQueryKey, settings),
  });
}
