import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

/** POST /api/team/address-books/contacts, or PUT .../contacts/:seq: errors shown in the form. */
export const saveContact = (api: ApiClient, seq: number | null, input: ContactInput) =>
  seq === null
    ? api.post<Contact>('/api/team/address-books/contacts', input, { silent: true })
    : api.put<Contact>(`/api/team/address-books/contacts/${seq}`, input, { silent: true });

export function useSaveContact(teamSeq: number, seq: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => saveContact(api, seq, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBooksKey(teamSeq) }),
  });
}
