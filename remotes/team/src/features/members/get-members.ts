import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { BusinessMember } from '@console/contracts/members';
import type { BaseRole } from '@console/contracts/session';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface MembersParams {
  page: number;
  size: number;
  q?: string;
  role?: BaseRole;
  /** Leave out the members of this team (the add-to-team dialog). */
  excludeTeamSeq?: number;
}

export const membersQueryKey = (params?: MembersParams) =>
  (params ? ['team', 'members', params] : ['team', 'members']) as readonly unknown[];

/** GET /api/members (masters, managers): the business's members. */
export function getMembers(api: ApiClient, params: MembersParams): Promise<Page<BusinessMember>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  return api.get<Page<BusinessMember>>('/api/members', { params: query });
}

export function useMembers(params: MembersParams, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: membersQueryKey(params),
    queryFn: () => getMembers(api, params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
