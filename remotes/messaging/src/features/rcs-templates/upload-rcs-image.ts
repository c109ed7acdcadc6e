import { useMutation } from '@tanstack/react-query';
import type { RcsImage } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/rcs/images (multipart part `file`): a card image, JPG/PNG <= 1 MB. */
export const uploadRcsImage = (api: ApiClient, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postMultipart<RcsImage>('/api/team/rcs/images', form, { silent: true });
};

export function useUploadRcsImage() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadRcsImage(api, file) });
}
