import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SenderProfileDetail } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { senderKeyQueryKey } from './get-sender-key';
import type { SentToken } from './request-sender-key-token';

/** POST /api/team/kakao/sender-keys/:seq/recover/token: a token to the dormant profile's admin phone. */
export const requestRecoverToken = (api: ApiClient, seq: number) =>
  api.post<SentToken>(`/api/team/kakao/sender-keys/${seq}/recover/token`, {}, { silent: true });

/** POST /api/team/kakao/sender-keys/:seq/recover {token}: the dormant profile back to active. */
export const recoverSenderKey = (api: ApiClient, seq: number, token: string) =>
  api.post<SenderProfileDetail>(`/api/team/kakao/sender-keys/${seq}/recover`, { token }, { silent: true });

export function useRequestRecoverToken(seq: number) {
  const api = useApi();
  return useMutation({ mutationFn: () => requestRecoverToken(api, seq) });
}

export function useRecoverSenderKey(seq: number) {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => recoverSenderKey(api, seq, token),
    onSuccess: (detail) => {
      queryClient.setQueryData(senderKeyQueryKey(teamSeq, seq), detail);
      return queryClient.invalidateQueries({ queryKey: ['kakao', 'sender-keys', teamSeq] });
    },
  });
}
