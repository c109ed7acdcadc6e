import { useQuery } from '@tanstack/react-query';
import type { KakaoCategories } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const kakaoCategoriesQueryKey = (teamSeq: number) => ['kakao', 'categories', teamSeq] as const;

/** GET /api/team/kakao/categories: Kakao's category trees of sender profiles (3 levels) and templates (2 levels). */
export const getKakaoCategories = (api: ApiClient) =>
  api.get<KakaoCategories>('/api/team/kakao/categories', { silent: true });

/** The trees change only with Kakao's list: read once per session. */
export function useKakaoCategories(teamSeq: number) {
  const api = useApi();
  return useQuery({
    queryKey: kakaoCategoriesQueryKey(teamSeq),
    queryFn: () => getKakaoCategories(api),
    staleTime: Infinity,
  });
}
