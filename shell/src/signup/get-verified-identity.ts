import { useQuery } from '@tanstack/react-query';
import type { VerifiedIdentity } from '@console/contracts/signup';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const verifiedIdentityQueryKey = (token: string | null) => ['shell', 'signup', 'identity', token] as const;

/** GET /api/account/identity-checks/:token: who the provider verified (the token stays unused). */
export const getVerifiedIdentity = (api: ApiClient, token: string) =>
  api.get<VerifiedIdentity>(`/api/account/identity-checks/${encodeURIComponent(token)}`, { silent: true });

export function useVerifiedIdentity(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: verifiedIdentityQueryKey(token),
    queryFn: () => getVerifiedIdentity(api, token as string),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
