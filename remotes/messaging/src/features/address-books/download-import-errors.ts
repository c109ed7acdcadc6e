import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { saveFile } from '@console/ui/export-button';

/** GET /api/team/address-books/imports/:seq/errors: the whole error report of an import as CSV. */
export async function downloadImportErrors(api: ApiClient, importSeq: number) {
  const file = await api.download(`/api/team/address-books/imports/${importSeq}/errors`);
  saveFile(file.blob, file.exportTitle ?? `import-errors-${importSeq}.csv`);
}

export function useDownloadImportErrors() {
  const api = useApi();
  return useMutation({ mutationFn: (importSeq: number) => downloadImportErrors(api, importSeq) });
}
