import { useMutation } from '@tanstack/react-query';
import type { InvitationAcceptAnswer, InvitationAcceptRequest } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/invitations/accept: creates the account, spends the link and sets the session cookie. */
export const acceptInvitation = (api: ApiClient, body: InvitationAcceptRequest) =>
  api.post<InvitationAcceptAnswer>('/api/invitations/accept', body, { silent: true, raw: true });

export function useAcceptInvitation() {
  const api = useApi();
  return useMutation({ mutationFn: (body: InvitationAcceptRequest) => acceptInvitation(api, body) });
}
