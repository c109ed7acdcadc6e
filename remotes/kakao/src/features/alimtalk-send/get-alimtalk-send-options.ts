import { useQuery } from '@tanstack/react-query';
import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const alimtalkSendOptionsQueryKey = (teamSeq: number) => ['kakao', 'alimtalk-send-options', teamSeq] as const;

/** GET /api/team/kakao/send-options: active sender profiles, approved templates, approved sender numbers. */
export const getAlimtalkSendOptions = (api: ApiClient) => api.get<AlimtalkSendOptions>('/api/team/kakao/send-options');

export function useAlimtalkSendOptions(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: alimtalkSendOptionsQueryKey(teamSeq), queryFn: () => getAlimtalkSendOptions(api) });
}
