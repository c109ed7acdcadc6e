import { useMutation } from '@tanstack/react-query';
import { MMS_IMAGE_FIELD, type MessageImage } from '@console/contracts/mms-images';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/message-images: one JPG, checked again by its bytes on the server. Errors are shown by the picker. */
export const uploadMessageImage = (api: ApiClient, file: File) => {
  const form = new FormData();
  form.append(MMS_IMAGE_FIELD, file);
  return api.postMultipart<MessageImage>('/api/team/message-images', form, { silent: true });
};

export function useUploadMessageImage() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadMessageImage(api, file) });
}
