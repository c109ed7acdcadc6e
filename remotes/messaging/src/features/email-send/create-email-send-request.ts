import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailMemberSendRequest, EmailSendAccepted } from '@console/contracts/email-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { IDEMPOTENCY_KEY_HEADER } from '../send/create-send-request';

export interface CreateEmailSendRequestInput {
  body: EmailMemberSendRequest;
  /** One key per submission: a repeat is answered with the first result and sends nothing new. */
  idempotencyKey: string;
}

/** POST /api/team/email/send-requests: typed addresses and/or address-book groups; errors are shown in the form. */
export const createEmailSendRequest = (api: ApiClient, { body, idempotencyKey }: CreateEmailSendRequestInput) =>
  api.post<EmailSendAccepted>('/api/team/email/send-requests', body, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export function useCreateEmailSendRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEmailSendRequestInput) => createEmailSendRequest(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'send-requests'] }),
  });
}
