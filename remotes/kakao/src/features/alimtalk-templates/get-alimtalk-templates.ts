import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { AlimtalkTemplate, AlimtalkTemplateStatus } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface AlimtalkTemplatesParams {
  page: number;
  size: number;
  status?: AlimtalkTemplateStatus;
  senderProfileSeq?: number;
  q?: string;
}

export const alimtalkTemplatesQueryKey = (teamSeq: number, params: AlimtalkTemplatesParams) =>
  ['kakao', 'alimtalk-templates', teamSeq, params] as const;

/** GET /api/team/kakao/templates?page&size&status&senderProfileSeq&q */
export function getAlimtalkTemplates(
  api: ApiClient,
  { page, size, status, senderProfileSeq, q }: AlimtalkTemplatesParams,
): Promise<Page<AlimtalkTemplate>> {
  return api.get<Page<AlimtalkTemplate>>('/api/team/kakao/templates', {
    params: {
      page,
      size,
      ...(status ? { status } : {}),
      ...(senderProfileSeq ? { senderProfileSeq } : {}),
      ...(q ? { q } : {}),
    },
  });
}

export function useAlimtalkTemplates(teamSeq: number, params: AlimtalkTemplatesParams) {
  const api = useApi();
  return useQuery({
    queryKey: alimtalkTemplatesQueryKey(teamSeq, params),
    queryFn: () => getAlimtalkTemplates(api, params),
    placeholderData: keepPreviousData,
  });
}
