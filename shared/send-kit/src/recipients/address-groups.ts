import { useQuery } from '@tanstack/react-query';
import type { AddressGroup } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/**
 * Every address-book query of a team starts with this key, so a change refreshes them all. Address
 * books belong to the messaging remote (its key prefix); the send screens of every channel read them.
 */
export const addressBooksKey = (teamSeq: number) => ['messaging', 'address-books', teamSeq] as const;
export const addressGroupsQueryKey = (teamSeq: number) => [...addressBooksKey(teamSeq), 'groups'] as const;

/** GET /api/team/address-books/groups: the team's groups with their contact counts. */
export const getAddressGroups = (api: ApiClient) => api.get<AddressGroup[]>('/api/team/address-books/groups');

export function useAddressGroups(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: addressGroupsQueryKey(teamSeq), queryFn: () => getAddressGroups(api) });
}
