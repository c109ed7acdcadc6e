import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendRequestSummary } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/send-requests/:seq: cancels a reservation; 409 once sending started (shown by the caller). */
export const cancelSendRequest = (api: ApiClient, seq: number | string) =>
  api.delete<SendRequestSummary>(`/api/team/send-requests/${encodeURIComponent(String(seq))}`, { silent: true });

export function useCancelSendRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number | string) => cancelSendRequest(api, seq),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'send-requests'] }),
  });
}
