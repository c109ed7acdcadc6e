import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { callbackForm, type CallbackUpload } from './callback-upload';

/** POST /api/team/callback-numbers/:seq/resubmit (multipart): a REJECTED number back to review with new documents. */
export const resubmitCallbackNumber = (api: ApiClient, seq: number, upload: CallbackUpload) =>
  api.postMultipart<CallbackNumberDetail>(`/api/team/callback-numbers/${seq}/resubmit`, callbackForm(upload), {
    silent: true,
  });

export function useResubmitCallbackNumber(seq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CallbackUpload) => resubmitCallbackNumber(api, seq, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'callback-numbers'] }),
  });
}
