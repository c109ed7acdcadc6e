import { useQuery } from '@tanstack/react-query';
import type { SendRequestDetail } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const sendRequestQueryKey = (teamSeq: number, seq: string) =>
  ['messaging', 'send-requests', teamSeq, 'detail', seq] as const;

/** GET /api/team/send-requests/:seq: one request with its counts and cost. */
export const getSendRequest = (api: ApiClient, seq: string) =>
  api.get<SendRequestDetail>(`/api/team/send-requests/${encodeURIComponent(seq)}`);

/** While messages are still on their way, the counts are refreshed every few seconds. */
const LIVE_REFRESH_MS = 5_000;

export function useSendRequest(teamSeq: number, seq: string) {
  const api = useApi();
  return useQuery({
    queryKey: sendRequestQueryKey(teamSeq, seq),
    queryFn: () => getSendRequest(api, seq),
    refetchInterval: (query) => (query.state.data?.status === 'SENDING' ? LIVE_REFRESH_MS : false),
  });
}
