import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { invitationsQueryKey } from './get-invitations';

/** POST /api/invitations/:seq/resend: a new link (the old one stops working), 7 more days. */
export const resendInvitation = (api: ApiClient, seq: number) =>
  api.post<Invitation>(`/api/invitations/${seq}/resend`, {}, { silent: true });

export function useResendInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => resendInvitation(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey() }),
  });
}
