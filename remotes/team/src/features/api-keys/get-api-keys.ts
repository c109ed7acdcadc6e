import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { ApiKey, ApiKeyStatus } from '@console/contracts/api-keys';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface ApiKeysParams {
  page: number;
  size: number;
  status?: ApiKeyStatus;
}

export const apiKeysQueryKey = (teamSeq: number, params?: ApiKeysParams) =>
  (params ? ['team', 'api-keys', teamSeq, params] : ['team', 'api-keys', teamSeq]) as readonly unknown[];

/** GET /api/teams/:teamSeq/api-keys (masters, managers): keys in use first. */
export const getApiKeys = (api: ApiClient, teamSeq: number, { page, size, status }: ApiKeysParams) =>
  api.get<Page<ApiKey>>(`/api/teams/${teamSeq}/api-keys`, { params: status ? { page, size, status } : { page, size } });

export function useApiKeys(teamSeq: number, params: ApiKeysParams) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeysQueryKey(teamSeq, params),
    queryFn: () => getApiKeys(api, teamSeq, params),
    placeholderData: keepPreviousData,
  });
}
