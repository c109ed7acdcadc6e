import { useQuery } from '@tanstack/react-query';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const callbackNumberQueryKey = (teamSeq: number, seq: number) =>
  ['messaging', 'callback-numbers', teamSeq, 'detail', seq] as const;

/** GET /api/team/callback-numbers/:seq: the number with its documents and review history. */
export const getCallbackNumber = (api: ApiClient, seq: number) =>
  api.get<CallbackNumberDetail>(`/api/team/callback-numbers/${seq}`, { silent: true });

export function useCallbackNumber(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: callbackNumberQueryKey(teamSeq, seq),
    queryFn: () => getCallbackNumber(api, seq),
    retry: false,
  });
}
