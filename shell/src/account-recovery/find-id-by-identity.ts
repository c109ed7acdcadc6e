import { useMutation } from '@tanstack/react-query';
import type { FindIdByIdentityAnswer } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/account/find-id/identity: the verified person's ids, masked (the identity token is used up). */
export const findIdByIdentity = (api: ApiClient, identityToken: string) =>
  api.post<FindIdByIdentityAnswer>('/api/account/find-id/identity', { identityToken }, { silent: true });

export function useFindIdByIdentity() {
  const api = useApi();
  return useMutation({ mutationFn: (identityToken: string) => findIdByIdentity(api, identityToken) });
}
