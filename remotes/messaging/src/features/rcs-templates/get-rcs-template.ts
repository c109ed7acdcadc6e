import { useQuery } from '@tanstack/react-query';
import type { RcsTemplateDetail } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const rcsTemplateQueryKey = (teamSeq: number, seq: number) =>
  ['messaging', 'rcs-templates', teamSeq, 'detail', seq] as const;

/** GET /api/team/rcs/templates/:seq: the template with its review history. */
export const getRcsTemplate = (api: ApiClient, seq: number) =>
  api.get<RcsTemplateDetail>(`/api/team/rcs/templates/${seq}`, { silent: true });

export function useRcsTemplate(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: rcsTemplateQueryKey(teamSeq, seq),
    queryFn: () => getRcsTemplate(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}
