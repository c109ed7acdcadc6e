import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlimtalkTemplateDetail, AlimtalkTemplateInput } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { alimtalkTemplateQueryKey } from './get-alimtalk-template';

/** POST /api/team/kakao/templates (new, enters review) or PUT .../:seq (REQUESTED or REJECTED: enters review again). */
export const saveAlimtalkTemplate = (api: ApiClient, input: AlimtalkTemplateInput, seq?: number) =>
  seq === undefined
    ? api.post<AlimtalkTemplateDetail>('/api/team/kakao/templates', input, { silent: true })
    : api.put<AlimtalkTemplateDetail>(`/api/team/kakao/templates/${seq}`, input, { silent: true });

export function useSaveAlimtalkTemplate(seq?: number) {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlimtalkTemplateInput) => saveAlimtalkTemplate(api, input, seq),
    onSuccess: (detail) => {
      queryClient.setQueryData(alimtalkTemplateQueryKey(teamSeq, detail.seq), detail);
      return queryClient.invalidateQueries({
        queryKey: ['kakao', 'alimtalk-templates', teamSeq],
        predicate: (q) => q.queryKey[3] !== 'detail',
      });
    },
  });
}
