import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { TeamStatus, TeamSummary } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface TeamsParams {
  page: number;
  size: number;
  status?: TeamStatus;
}

/** How often the list asks again while a team is still being provisioned (REG). */
export const REG_POLL_INTERVAL_MS = 10_000;

export const teamsQueryKey = (params: TeamsParams) => ['team', 'teams', params] as const;

/** GET /api/teams?page&size&status: the business's team spaces. */
export function getTeams(api: ApiClient, { page, size, status }: TeamsParams): Promise<Page<TeamSummary>> {
  return api.get<Page<TeamSummary>>('/api/teams', { params: status ? { page, size, status } : { page, size } });
}

export function useTeams(params: TeamsParams) {
  const api = useApi();
  return useQuery({
    queryKey: teamsQueryKey(params),
    queryFn: () => getTeams(api, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((team) => team.status === 'REG') ? REG_POLL_INTERVAL_MS : false,
  });
}
