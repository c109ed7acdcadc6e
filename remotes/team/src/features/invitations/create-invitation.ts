import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationCreateRequest } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { invitationsQueryKey } from './get-invitations';

/** POST /api/invitations: mails the invitee a single-use link valid for 7 days. */
export const createInvitation = (api: ApiClient, body: InvitationCreateRequest) =>
  api.post<Invitation>('/api/invitations', body, { silent: true });

export function useCreateInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationCreateRequest) => createInvitation(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey() }),
  });
}
