import { useQuery } from '@tanstack/react-query';
import type { BusinessInfo } from '@console/contracts/business';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const businessQueryKey = ['shell', 'account', 'business'] as const;
/** The same key as the console layout's account checks, so an upload refreshes both. */
export const bizFileQueryKey = ['shell', 'biz-file'] as const;

/** GET /api/account/business: the business, its verification and the registration file's review. */
export const getBusiness = (api: ApiClient) => api.get<BusinessInfo>('/api/account/business');

export function useBusiness() {
  const api = useApi();
  return useQuery({ queryKey: businessQueryKey, queryFn: () => getBusiness(api) });
}
