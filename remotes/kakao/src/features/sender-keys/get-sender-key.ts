import { useQuery } from '@tanstack/react-query';
import type { SenderProfileDetail } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const senderKeyQueryKey = (teamSeq: number, seq: number) =>
  ['kakao', 'sender-keys', teamSeq, 'detail', seq] as const;

/** GET /api/team/kakao/sender-keys/:seq: the profile with its history and its number of templates. */
export const getSenderKey = (api: ApiClient, seq: number) =>
  api.get<SenderProfileDetail>(`/api/team/kakao/sender-keys/${seq}`, { silent: true });

export function useSenderKey(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: senderKeyQueryKey(teamSeq, seq),
    queryFn: () => getSenderKey(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}
