import { useQuery } from '@tanstack/react-query';
import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const kakaoSendOptionsQueryKey = (teamSeq: number) => ['kakao', 'send-options', teamSeq] as const;

/** GET /api/team/kakao/send-options: the team's sender profiles and approved templates, for the filters. */
export const getKakaoSendOptions = (api: ApiClient) => api.get<AlimtalkSendOptions>('/api/team/kakao/send-options');

export function useKakaoSendOptions(teamSeq: number) {
  const api = useApi();
  return useQuery({
    queryKey: kakaoSendOptionsQueryKey(teamSeq),
    queryFn: () => getKakaoSendOptions(api),
    // Filters are a convenience: without them the page still shows every profile and template.
    staleTime: 60_000,
  });
}
