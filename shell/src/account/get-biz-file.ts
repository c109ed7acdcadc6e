import { useQuery } from '@tanstack/react-query';
import type { BizFileState } from '@console/contracts/business';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { bizFileQueryKey } from './get-business';

/** GET /api/account/biz-file: the review state of the latest business registration file. */
export const getBizFile = (api: ApiClient) => api.get<BizFileState>('/api/account/biz-file', { silent: true });

export function useBizFile(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: bizFileQueryKey, queryFn: () => getBizFile(api), enabled, retry: false });
}
