import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSpendCap, TeamSpendCapInput } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { teamCapsQueryKey } from './get-team-caps';

/** PUT /api/billing/team-caps/:teamSeq (master): sets the monthly cap, or removes it with null. */
export const setTeamCap = (api: ApiClient, teamSeq: number, body: TeamSpendCapInput) =>
  api.put<TeamSpendCap>(`/api/billing/team-caps/${teamSeq}`, body, { silent: true });

export function useSetTeamCap(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSpendCapInput) => setTeamCap(api, teamSeq, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamCapsQueryKey }),
  });
}
