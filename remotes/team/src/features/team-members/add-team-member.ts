import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember, TeamMemberAddRequest } from '@console/contracts/members';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/teams/:teamSeq/members: a business member joins the team with a team role. */
export const addTeamMember = (api: ApiClient, teamSeq: number, body: TeamMemberAddRequest) =>
  api.post<TeamMember>(`/api/teams/${teamSeq}/members`, body, { silent: true });

export function useAddTeamMember(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMemberAddRequest) => addTeamMember(api, teamSeq, body),
    // Member counts show on the team, the team list and the business member list too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
