import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressGroup, AddressGroupInput } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

/** POST /api/team/address-books/groups, or PUT .../groups/:seq to rename: errors shown in the form. */
export const saveAddressGroup = (api: ApiClient, seq: number | null, input: AddressGroupInput) =>
  seq === null
    ? api.post<AddressGroup>('/api/team/address-books/groups', input, { silent: true })
    : api.put<AddressGroup>(`/api/team/address-books/groups/${seq}`, input, { silent: true });

export function useSaveAddressGroup(teamSeq: number, seq: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressGroupInput) => saveAddressGroup(api, seq, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBooksKey(teamSeq) }),
  });
}
