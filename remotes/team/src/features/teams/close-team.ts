import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, usePlatform } from '@console/platform/hooks';
import { teamQueryKey } from './get-team';

/** POST /api/teams/:teamSeq/close (masters): 409 while reservations wait, explained on the page. */
export const closeTeam = (api: ApiClient, teamSeq: number) =>
  api.post<TeamDetail>(`/api/teams/${teamSeq}/close`, {}, { silent: true });

export function useCloseTeam(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { events } = usePlatform();
  return useMutation({
    mutationFn: () => closeTeam(api, teamSeq),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey(teamSeq), team);
      events.emit('teams-changed', { teamSeq });
      await queryClient.invalidateQueries({ queryKey: ['team'] });
    },
  });
}
