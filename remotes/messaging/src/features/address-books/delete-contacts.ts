import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

/** POST /api/team/address-books/contacts/delete { seqs }: answers how many went. */
export const deleteContacts = (api: ApiClient, seqs: number[]) =>
  api.post<{ deleted: number }>('/api/team/address-books/contacts/delete', { seqs });

export function useDeleteContacts(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seqs: number[]) => deleteContacts(api, seqs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBooksKey(teamSeq) }),
  });
}
