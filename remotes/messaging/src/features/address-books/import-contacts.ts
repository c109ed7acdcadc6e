import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicatePolicy, ImportMapping, ImportPreview, ImportResult } from '@console/contracts/address-books';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { addressBooksKey } from './get-address-groups';

/** POST .../:groupSeq/import/preview (multipart "file"): header, first rows, a suggested mapping. */
export function previewContactImport(api: ApiClient, groupSeq: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.postMultipart<ImportPreview>(`/api/team/address-books/${groupSeq}/import/preview`, form, { silent: true });
}

/** POST .../:groupSeq/import: the fields go before the file so the server streams the file. */
export function importContacts(
  api: ApiClient,
  groupSeq: number,
  file: File,
  mapping: ImportMapping,
  duplicatePolicy: DuplicatePolicy,
) {
  const form = new FormData();
  form.append('mapping', JSON.stringify(mapping));
  form.append('duplicatePolicy', duplicatePolicy);
  form.append('file', file);
  return api.postMultipart<ImportResult>(`/api/team/address-books/${groupSeq}/import`, form, { silent: true });
}

export function usePreviewContactImport(groupSeq: number) {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => previewContactImport(api, groupSeq, file) });
}

export function useImportContacts(teamSeq: number, groupSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { file: File; mapping: ImportMapping; duplicatePolicy: DuplicatePolicy }) =>
      importContacts(api, groupSeq, request.file, request.mapping, request.duplicatePolicy),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBooksKey(teamSeq) }),
  });
}
