import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSummary, TeamWriteRequest } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, usePlatform } from '@console/platform/hooks';

/** POST /api/teams (masters): the new team, in REG until provisioned. Errors are shown in the form. */
export const createTeam = (api: ApiClient, body: TeamWriteRequest) =>
  api.post<TeamSummary>('/api/teams', body, { silent: true });

export function useCreateTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { events } = usePlatform();
  return useMutation({
    mutationFn: (body: TeamWriteRequest) => createTeam(api, body),
    onSuccess: async (team) => {
      events.emit('teams-changed', { teamSeq: team.teamSeq });
      await queryClient.invalidateQueries({ queryKey: ['team', 'teams'] });
    },
  });
}
