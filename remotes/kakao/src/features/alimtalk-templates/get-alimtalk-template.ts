import { useQuery } from '@tanstack/react-query';
import type { AlimtalkTemplateDetail } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const alimtalkTemplateQueryKey = (teamSeq: number, seq: number) =>
  ['kakao', 'alimtalk-templates', teamSeq, 'detail', seq] as const;

/** GET /api/team/kakao/templates/:seq: the template with its review steps and questions. */
export const getAlimtalkTemplate = (api: ApiClient, seq: number) =>
  api.get<AlimtalkTemplateDetail>(`/api/team/kakao/templates/${seq}`, { silent: true });

export function useAlimtalkTemplate(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: alimtalkTemplateQueryKey(teamSeq, seq),
    queryFn: () => getAlimtalkTemplate(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}
