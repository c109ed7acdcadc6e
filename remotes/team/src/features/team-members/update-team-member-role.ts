import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@console/contracts/members';
import type { TeamRole } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { teamMembersQueryKey } from './get-team-members';

/** PUT /api/teams/:teamSeq/members/:userSeq: 409 when it would leave the team without an ADMIN. */
export const updateTeamMemberRole = (api: ApiClient, teamSeq: number, userSeq: number, teamRole: TeamRole) =>
  api.put<TeamMember>(`/api/teams/${teamSeq}/members/${userSeq}`, { teamRole }, { silent: true });

export function useUpdateTeamMemberRole(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userSeq, teamRole }: { userSeq: number; teamRole: TeamRole }) =>
      updateTeamMemberRole(api, teamSeq, userSeq, teamRole),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryKey(teamSeq) }),
  });
}
