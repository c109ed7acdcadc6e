import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlimtalkSendRequestCreate } from '@console/contracts/kakao-send';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { alimtalkSendOptionsQueryKey } from './get-alimtalk-send-options';

/** The header the server keys repeated submissions by, as for every send (SMS, RCS). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface AlimtalkSendInput<Body> {
  body: Body;
  /** One key per submission: a repeat is answered with the first result and sends nothing new. */
  idempotencyKey: string;
  /** The share of the request sent so far (a send to 100,000 people is several megabytes). */
  onProgress?(fraction: number): void;
}

/** A POST of a send body with its idempotency key; errors are shown in the form, not as a toast. */
export const postAlimtalkSend = <Body>(
  api: ApiClient,
  url: string,
  { body, idempotencyKey, onProgress }: AlimtalkSendInput<Body>,
) =>
  api.post<SendRequestAccepted>(url, body, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });

/** POST /api/team/kakao/alimtalk/send-requests: an approved template, its variables, recipients, fallback. */
export const createAlimtalkSendRequest = (api: ApiClient, input: AlimtalkSendInput<AlimtalkSendRequestCreate>) =>
  postAlimtalkSend(api, '/api/team/kakao/alimtalk/send-requests', input);

export function useCreateAlimtalkSendRequest(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlimtalkSendInput<AlimtalkSendRequestCreate>) => createAlimtalkSendRequest(api, input),
    // A send marks its profile and template as used (they can no longer be deleted).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alimtalkSendOptionsQueryKey(teamSeq) }),
  });
}
