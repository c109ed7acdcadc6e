import { useQuery } from '@tanstack/react-query';
import { useApi } from '@console/platform/hooks';
import { useObjectUrl } from '@console/send-kit/images/message-image';
import { getKakaoImageContent, kakaoImageContentQueryKey } from '../kakao-images/get-kakao-image-content';

/**
 * The emphasis image of a template as an object URL, or null while loading and when the template has
 * none; the image screens' fetcher and cache key, so each image downloads once.
 */
export function useKakaoImageUrl(teamSeq: number, seq: number | null | undefined): string | null {
  const api = useApi();
  const wanted = typeof seq === 'number' && seq > 0;
  const image = useQuery({
    queryKey: kakaoImageContentQueryKey(teamSeq, wanted ? seq : 0),
    queryFn: () => getKakaoImageContent(api, seq!),
    enabled: wanted,
    staleTime: Infinity,
  });
  const url = useObjectUrl(wanted ? (image.data ?? null) : null);
  return wanted ? url : null;
}
