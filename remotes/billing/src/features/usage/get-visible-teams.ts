import { useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { TeamSummary } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** Every team the caller may open (a master's whole business, anyone else's own), as the shell lists them. */
const TEAMS_PAGE = { page: 1, size: 100 };

export const visibleTeamsQueryKey = ['billing', 'teams'] as const;

/** GET /api/teams: the teams the usage may be filtered by. */
export const getVisibleTeams = (api: ApiClient) => api.get<Page<TeamSummary>>('/api/teams', { params: TEAMS_PAGE });

export function useVisibleTeams() {
  const api = useApi();
  return useQuery({ queryKey: visibleTeamsQueryKey, queryFn: () => getVisibleTeams(api) });
}
