import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { callbackForm, type CallbackUpload } from './callback-upload';

/** POST /api/team/callback-numbers (multipart): the number waits for review (PENDING). */
export const registerCallbackNumber = (api: ApiClient, upload: CallbackUpload) =>
  api.postMultipart<CallbackNumberDetail>('/api/team/callback-numbers', callbackForm(upload), { silent: true });

export function useRegisterCallbackNumber() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CallbackUpload) => registerCallbackNumber(api, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'callback-numbers'] }),
  });
}
