import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { Invitation, InvitationStatus } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface InvitationsParams {
  page: number;
  size: number;
  status?: InvitationStatus;
}

export const invitationsQueryKey = (params?: InvitationsParams) =>
  (params ? ['team', 'invitations', params] : ['team', 'invitations']) as readonly unknown[];

/** GET /api/invitations?page&size&status (masters, managers): newest first. */
export const getInvitations = (api: ApiClient, { page, size, status }: InvitationsParams) =>
  api.get<Page<Invitation>>('/api/invitations', { params: status ? { page, size, status } : { page, size } });

export function useInvitations(params: InvitationsParams) {
  const api = useApi();
  return useQuery({
    queryKey: invitationsQueryKey(params),
    queryFn: () => getInvitations(api, params),
    placeholderData: keepPreviousData,
  });
}
