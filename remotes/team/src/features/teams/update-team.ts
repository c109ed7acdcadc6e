import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, TeamWriteRequest } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, usePlatform } from '@console/platform/hooks';
import { teamQueryKey } from './get-team';

/** PUT /api/teams/:teamSeq (masters, managers): name and description. */
export const updateTeam = (api: ApiClient, teamSeq: number, body: TeamWriteRequest) =>
  api.put<TeamDetail>(`/api/teams/${teamSeq}`, body, { silent: true });

export function useUpdateTeam(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { events } = usePlatform();
  return useMutation({
    mutationFn: (body: TeamWriteRequest) => updateTeam(api, teamSeq, body),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey(teamSeq), team);
      events.emit('teams-changed', { teamSeq });
      await queryClient.invalidateQueries({ queryKey: ['team', 'teams'] });
    },
  });
}
