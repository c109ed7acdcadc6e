import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { useObjectUrl } from '@console/send-kit/images/message-image';

/** The key the template screens use for the same bytes too: one download per image and team. */
export const kakaoImageContentQueryKey = (teamSeq: number, seq: number) =>
  ['kakao', 'image-content', teamSeq, seq] as const;

/** GET /api/team/kakao/images/:seq/content needs the bearer token, so an <img> cannot load it directly. */
export const getKakaoImageContent = async (api: ApiClient, seq: number) =>
  (await api.download(`/api/team/kakao/images/${seq}/content`, { silent: true })).blob;

/** A stored image as an object URL for <img> (revoked when no longer shown); null while loading. */
export function useKakaoImageContentUrl(teamSeq: number, seq: number): { url: string | null; isError: boolean } {
  const api = useApi();
  const content = useQuery({
    queryKey: kakaoImageContentQueryKey(teamSeq, seq),
    queryFn: () => getKakaoImageContent(api, seq),
    // An image never changes under its seq.
    staleTime: Infinity,
  });
  return { url: useObjectUrl(content.data ?? null), isError: content.isError };
}
