import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/teams/:teamSeq/members/:userSeq: the account stays in the business. */
export const removeTeamMember = (api: ApiClient, teamSeq: number, userSeq: number) =>
  api.delete<null>(`/api/teams/${teamSeq}/members/${userSeq}`, { silent: true });

export function useRemoveTeamMember(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSeq: number) => removeTeamMember(api, teamSeq, userSeq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
