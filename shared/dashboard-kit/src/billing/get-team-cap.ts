import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSpendCap } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export type TeamCap = Pick<TeamSpendCap, 'monthlyCapKrw' | 'spentKrw'>;

/** GET /api/team/billing/cap (any member, the current team): its monthly cap (null = none) and this month's spend. */
export const getTeamCap = (api: ApiClient) => api.get<TeamCap>('/api/team/billing/cap', { silent: true });

export const teamCapQuery = (api: ApiClient, teamSeq: number) =>
  queryOptions({ queryKey: ['dashboard', 'team-cap', teamSeq], queryFn: () => getTeamCap(api) });

export function useTeamCap(teamSeq: number) {
  const api = useApi();
  return useQuery(teamCapQuery(api, teamSeq));
}
