import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlimtalkCommentCreate, AlimtalkTemplateDetail } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { alimtalkTemplateQueryKey } from './get-alimtalk-template';

/** POST /api/team/kakao/templates/:seq/comments: a question to Kakao's reviewer; answers the template with it. */
export const addTemplateComment = (api: ApiClient, seq: number, body: AlimtalkCommentCreate) =>
  api.post<AlimtalkTemplateDetail>(`/api/team/kakao/templates/${seq}/comments`, body, { silent: true });

export function useAddTemplateComment(seq: number) {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlimtalkCommentCreate) => addTemplateComment(api, seq, body),
    onSuccess: (detail) => queryClient.setQueryData(alimtalkTemplateQueryKey(teamSeq, seq), detail),
  });
}
