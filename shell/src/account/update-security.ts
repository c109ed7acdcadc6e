import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings, SecurityUpdateRequest } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { securityQueryKey } from './get-security';

/** PUT /api/account/security */
export const updateSecurity = (api: ApiClient, change: SecurityUpdateRequest) =>
  api.put<SecuritySettings>('/api/account/security', change, { silent: true });

export function useUpdateSecurity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SecurityUpdateRequest) => updateSecurity(api, change),
    onSuccess: (settings) => queryClient.setQueryData(securityQueryKey, settings),
  });
}
