import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { KakaoImage, KakaoImagePurpose } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface KakaoImagesParams {
  page: number;
  size: number;
  purpose?: KakaoImagePurpose;
}

/** Every list of the team's images starts with this key; uploads and deletes invalidate it. */
export const kakaoImagesKey = ['kakao', 'images'] as const;

export const kakaoImagesQueryKey = (teamSeq: number, params: KakaoImagesParams) =>
  [...kakaoImagesKey, teamSeq, params] as const;

/** GET /api/team/kakao/images?page&size&purpose: the team's images with the templates that use each. */
export function getKakaoImages(api: ApiClient, { page, size, purpose }: KakaoImagesParams): Promise<Page<KakaoImage>> {
  return api.get<Page<KakaoImage>>('/api/team/kakao/images', {
    params: purpose ? { page, size, purpose } : { page, size },
  });
}

export function useKakaoImages(teamSeq: number, params: KakaoImagesParams) {
  const api = useApi();
  return useQuery({
    queryKey: kakaoImagesQueryKey(teamSeq, params),
    queryFn: () => getKakaoImages(api, params),
    placeholderData: keepPreviousData,
  });
}
