import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendRequestCreate, SendRequestSummary } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** PUT /api/team/send-requests/:seq: replaces a RESERVED request (content, recipients, time). Errors are shown in the form. */
export const updateSendRequest = (api: ApiClient, seq: string, body: SendRequestCreate) =>
  api.put<SendRequestSummary>(`/api/team/send-requests/${encodeURIComponent(seq)}`, body, { silent: true });

export function useUpdateSendRequest(seq: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRequestCreate) => updateSendRequest(api, seq, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'send-requests'] }),
  });
}
