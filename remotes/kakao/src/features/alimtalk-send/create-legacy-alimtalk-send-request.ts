import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegacyAlimtalkSendRequestCreate } from '@console/contracts/kakao-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { postAlimtalkSend, type AlimtalkSendInput } from './create-alimtalk-send-request';
import { alimtalkSendOptionsQueryKey } from './get-alimtalk-send-options';

/**
 * POST /api/team/kakao/alimtalk/legacy-send-requests: the whole written text; the server finds the
 * approved template it matches (400 on `content` with KAKAO_TEMPLATE_MISMATCH otherwise).
 */
export const createLegacyAlimtalkSendRequest = (
  api: ApiClient,
  input: AlimtalkSendInput<LegacyAlimtalkSendRequestCreate>,
) => postAlimtalkSend(api, '/api/team/kakao/alimtalk/legacy-send-requests', input);

export function useCreateLegacyAlimtalkSendRequest(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlimtalkSendInput<LegacyAlimtalkSendRequestCreate>) =>
      createLegacyAlimtalkSendRequest(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alimtalkSendOptionsQueryKey(teamSeq) }),
  });
}
