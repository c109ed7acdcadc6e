import { useQuery } from '@tanstack/react-query';
import type { AddressGroup } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const addressGroupsQueryKey = (teamSeq: number) => ['messaging', 'address-books', teamSeq, 'groups'] as const;

/** GET /api/team/address-books/groups: the team's address book groups with their sizes. */
export const getAddressGroups = (api: ApiClient) => api.get<AddressGroup[]>('/api/team/address-books/groups');

export function useAddressGroups(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: addressGroupsQueryKey(teamSeq), queryFn: () => getAddressGroups(api) });
}
