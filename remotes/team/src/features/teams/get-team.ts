import { useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { REG_POLL_INTERVAL_MS } from './get-teams';

export const teamQueryKey = (teamSeq: number) => ['team', 'team', teamSeq] as const;

/** GET /api/teams/:teamSeq: one team with the caller's team role and its key count. */
export const getTeam = (api: ApiClient, teamSeq: number) => api.get<TeamDetail>(`/api/teams/${teamSeq}`);

/** Asks again while the team is still registering, so the page shows it turning ACTIVE. */
export function useTeamDetail(teamSeq: number) {
  const api = useApi();
  return useQuery({
    queryKey: teamQueryKey(teamSeq),
    queryFn: () => getTeam(api, teamSeq),
    refetchInterval: (query) => (query.state.data?.status === 'REG' ? REG_POLL_INTERVAL_MS : false),
  });
}
