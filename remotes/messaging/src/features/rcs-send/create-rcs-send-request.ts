import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RcsSendRequestCreate } from '@console/contracts/rcs-send';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { IDEMPOTENCY_KEY_HEADER } from '../send/create-send-request';

export interface CreateRcsSendRequestInput {
  body: RcsSendRequestCreate;
  /** One key per submission: a repeat is answered with the first result and sends nothing new. */
  idempotencyKey: string;
}

/** POST /api/team/rcs/send-requests: stored with all its messages before it answers; errors are shown in the form. */
export const createRcsSendRequest = (api: ApiClient, { body, idempotencyKey }: CreateRcsSendRequestInput) =>
  api.post<SendRequestAccepted>('/api/team/rcs/send-requests', body, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export function useCreateRcsSendRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRcsSendRequestInput) => createRcsSendRequest(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'send-requests'] }),
  });
}
