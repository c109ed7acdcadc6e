import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { kakaoImagesKey } from './get-kakao-images';

/** DELETE /api/team/kakao/images/:seq: refused with 409 (in Korean) while a template uses the image. */
export const deleteKakaoImage = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/kakao/images/${seq}`, { silent: true });

export function useDeleteKakaoImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteKakaoImage(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kakaoImagesKey }),
  });
}
