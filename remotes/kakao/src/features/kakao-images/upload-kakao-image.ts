import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KakaoImage, KakaoImagePurpose } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { kakaoImagesKey } from './get-kakao-images';

export interface UploadKakaoImageInput {
  file: File;
  purpose: KakaoImagePurpose;
}

/**
 * POST /api/team/kakao/images?purpose= (multipart part `image`): 201 with the stored image; 400 or 413
 * with a Korean message on `image` when the bytes break the rule of that use.
 */
export const uploadKakaoImage = (api: ApiClient, { file, purpose }: UploadKakaoImageInput) => {
  const form = new FormData();
  // A File keeps its own name; the two-argument form also works with the test environment's FormData.
  form.append('image', file);
  return api.postMultipart<KakaoImage>('/api/team/kakao/images', form, { params: { purpose }, silent: true });
};

export function useUploadKakaoImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadKakaoImageInput) => uploadKakaoImage(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kakaoImagesKey }),
  });
}
