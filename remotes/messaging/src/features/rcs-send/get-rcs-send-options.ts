import { useQuery } from '@tanstack/react-query';
import type { RcsSendOptions } from '@console/contracts/rcs-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const rcsSendOptionsQueryKey = (teamSeq: number) => ['messaging', 'rcs-send-options', teamSeq] as const;

/** GET /api/team/rcs/send-options: the approved chat rooms (with their brand) and approved templates. */
export const getRcsSendOptions = (api: ApiClient) => api.get<RcsSendOptions>('/api/team/rcs/send-options');

export function useRcsSendOptions(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: rcsSendOptionsQueryKey(teamSeq), queryFn: () => getRcsSendOptions(api) });
}
