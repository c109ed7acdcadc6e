import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { OptOut } from '@console/contracts/opt-outs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface OptOutsParams {
  page: number;
  size: number;
  q?: string;
}

export const optOutsQueryKey = (teamSeq: number, params: OptOutsParams) =>
  ['messaging', 'opt-outs', teamSeq, params] as const;

/** GET /api/team/opt-outs?q&page&size: the team's 080 opt-out list, newest first. */
export const getOptOuts = (api: ApiClient, { page, size, q }: OptOutsParams) =>
  api.get<Page<OptOut>>('/api/team/opt-outs', { params: q ? { page, size, q } : { page, size } });

export function useOptOuts(teamSeq: number, params: OptOutsParams) {
  const api = useApi();
  return useQuery({
    queryKey: optOutsQueryKey(teamSeq, params),
    queryFn: () => getOptOuts(api, params),
    placeholderData: keepPreviousData,
  });
}
