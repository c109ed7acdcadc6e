import { useMutation } from '@tanstack/react-query';
import type { CmsAccountCheck, CmsAccountCheckInput } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/**
 * POST /api/billing/cms/account-check (master): the bank (simulator) says whether the account and its
 * holder agree; the answer's checkToken (10 minutes, single use) names the check in the registration.
 */
export const checkCmsAccount = (api: ApiClient, body: CmsAccountCheckInput) =>
  api.post<CmsAccountCheck>('/api/billing/cms/account-check', body, { silent: true });

export function useCheckCmsAccount() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CmsAccountCheckInput) => checkCmsAccount(api, body) });
}
