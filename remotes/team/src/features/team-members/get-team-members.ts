import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { TeamMember } from '@console/contracts/members';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface TeamMembersParams {
  page: number;
  size: number;
}

export const teamMembersQueryKey = (teamSeq: number, params?: TeamMembersParams) =>
  (params ? ['team', 'team-members', teamSeq, params] : ['team', 'team-members', teamSeq]) as readonly unknown[];

/** GET /api/teams/:teamSeq/members?page&size: ADMINs first. */
export const getTeamMembers = (api: ApiClient, teamSeq: number, params: TeamMembersParams) =>
  api.get<Page<TeamMember>>(`/api/teams/${teamSeq}/members`, { params: { ...params } });

export function useTeamMembers(teamSeq: number, params: TeamMembersParams) {
  const api = useApi();
  return useQuery({
    queryKey: teamMembersQueryKey(teamSeq, params),
    queryFn: () => getTeamMembers(api, teamSeq, params),
    placeholderData: keepPreviousData,
  });
}
