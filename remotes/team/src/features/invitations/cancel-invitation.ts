import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { invitationsQueryKey } from './get-invitations';

/** DELETE /api/invitations/:seq: the link then reads as cancelled. */
export const cancelInvitation = (api: ApiClient, seq: number) =>
  api.delete<Invitation>(`/api/invitations/${seq}`, { silent: true });

export function useCancelInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => cancelInvitation(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey() }),
  });
}
