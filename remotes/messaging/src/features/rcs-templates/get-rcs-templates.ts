import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { RcsReviewStatus, RcsTemplate } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface RcsTemplatesParams {
  page: number;
  size: number;
  status?: RcsReviewStatus;
  q?: string;
}

export const rcsTemplatesQueryKey = (teamSeq: number, params: RcsTemplatesParams) =>
  ['messaging', 'rcs-templates', teamSeq, params] as const;

/** GET /api/team/rcs/templates?page&size&status&q */
export function getRcsTemplates(
  api: ApiClient,
  { page, size, status, q }: RcsTemplatesParams,
): Promise<Page<RcsTemplate>> {
  return api.get<Page<RcsTemplate>>('/api/team/rcs/templates', {
    params: { page, size, ...(status ? { status } : {}), ...(q ? { q } : {}) },
  });
}

export function useRcsTemplates(teamSeq: number, params: RcsTemplatesParams) {
  const api = useApi();
  return useQuery({
    queryKey: rcsTemplatesQueryKey(teamSeq, params),
    queryFn: () => getRcsTemplates(api, params),
    placeholderData: keepPreviousData,
  });
}
