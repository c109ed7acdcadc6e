import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BizFileState } from '@console/contracts/business';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/account/biz-file: the review state of the business's latest registration file. */
export const getBizFile = (api: ApiClient) => api.get<BizFileState>('/api/account/biz-file', { silent: true });

export const bizFileQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['dashboard', 'biz-file'], queryFn: () => getBizFile(api) });

/** Asked only while the business is not verified: a verified one has nothing left to review. */
export function useBizFile(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...bizFileQuery(api), enabled });
}
