import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandMessageSendRequestCreate } from '@console/contracts/kakao-brand-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { postAlimtalkSend, type AlimtalkSendInput } from '../alimtalk-send/create-alimtalk-send-request';
import { brandTemplatesKey } from '../brand-templates/get-brand-templates';
import { brandSendOptionsQueryKey } from './get-brand-send-options';

export type BrandMessageSendInput = AlimtalkSendInput<BrandMessageSendRequestCreate>;

/**
 * POST /api/team/kakao/brand-messages/send-requests with its Idempotency-Key, as every Kakao send
 * (the alimtalk feature's poster); errors are shown in the form, not as a toast.
 */
export const createBrandMessageSendRequest = (api: ApiClient, input: BrandMessageSendInput) =>
  postAlimtalkSend(api, '/api/team/kakao/brand-messages/send-requests', input);

export function useCreateBrandMessageSendRequest(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandMessageSendInput) => createBrandMessageSendRequest(api, input),
    // A send marks its template as used (it can no longer be edited or deleted).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandSendOptionsQueryKey(teamSeq) }),
        queryClient.invalidateQueries({ queryKey: brandTemplatesKey(teamSeq) }),
      ]),
  });
}
