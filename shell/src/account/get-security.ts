import { useQuery } from '@tanstack/react-query';
import type { SecuritySettings } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const securityQueryKey = ['shell', 'account', 'security'] as const;

/** GET /api/account/security: two-step login and where its code goes. */
export const getSecurity = (api: ApiClient) => api.get<SecuritySettings>('/api/account/security');

export function useSecurity() {
  const api = useApi();
  return useQuery({ queryKey: securityQueryKey, queryFn: () => getSecurity(api) });
}
