import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { saveFile } from '@console/ui/export-button';

/** GET /api/team/kakao/templates/bulk/sample.csv: the header row and an example row (UTF-8 with BOM). */
export const downloadBulkSample = (api: ApiClient) =>
  api.download('/api/team/kakao/templates/bulk/sample.csv', { silent: true });

/** Saves the sample under the server's file name (Content-Disposition), like the list exports. */
export function useDownloadBulkSample(fallbackName: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const file = await downloadBulkSample(api);
      saveFile(file.blob, file.exportTitle ?? fallbackName);
    },
  });
}
