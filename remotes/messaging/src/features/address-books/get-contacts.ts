import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { Contact } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

export interface ContactsParams {
  page: number;
  size: number;
  q?: string;
  groupSeq?: number;
}

export const contactsQueryKey = (teamSeq: number, params: ContactsParams) =>
  [...addressBooksKey(teamSeq), 'contacts', params] as const;

/** GET /api/team/address-books/contacts?page&size&q&groupSeq: one page of the team's contacts. */
export function getContacts(api: ApiClient, { page, size, q, groupSeq }: ContactsParams): Promise<Page<Contact>> {
  return api.get<Page<Contact>>('/api/team/address-books/contacts', {
    params: { page, size, ...(q ? { q } : {}), ...(groupSeq ? { groupSeq } : {}) },
  });
}

export function useContacts(teamSeq: number, params: ContactsParams) {
  const api = useApi();
  return useQuery({
    queryKey: contactsQueryKey(teamSeq, params),
    queryFn: () => getContacts(api, params),
    placeholderData: keepPreviousData,
  });
}
