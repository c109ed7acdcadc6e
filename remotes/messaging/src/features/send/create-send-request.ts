import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendRequestAccepted, SendRequestCreate } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface CreateSendRequestInput {
  body: SendRequestCreate;
  /** One key per submission: the server answers a repeat with the first result and sends nothing new. */
  idempotencyKey: string;
  /** The share of the request sent so far (a send to 100,000 people is several megabytes). */
  onProgress?(fraction: number): void;
}

/** POST /api/team/send-requests: persisted with all its messages before it answers. Errors are shown in the form. */
export const createSendRequest = (api: ApiClient, { body, idempotencyKey, onProgress }: CreateSendRequestInput) =>
  api.post<SendRequestAccepted>('/api/team/send-requests', body, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });

export function useCreateSendRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSendRequestInput) => createSendRequest(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'send-requests'] }),
  });
}
