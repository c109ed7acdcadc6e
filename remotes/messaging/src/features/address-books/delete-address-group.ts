import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

/** DELETE /api/team/address-books/groups/:seq: the group and its contacts. */
export const deleteAddressGroup = (api: ApiClient, seq: number) =>
  api.delete<null>(`/api/team/address-books/groups/${seq}`);

export function useDeleteAddressGroup(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteAddressGroup(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBooksKey(teamSeq) }),
  });
}
