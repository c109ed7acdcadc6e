import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@console/contracts/account';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const profileQueryKey = ['shell', 'account', 'profile'] as const;

/** GET /api/account/profile: the caller's own account. */
export const getProfile = (api: ApiClient) => api.get<Profile>('/api/account/profile');

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: profileQueryKey, queryFn: () => getProfile(api) });
}
