import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/kakao/templates/:seq: refused (409, in Korean) once a send used it or while it is inspected. */
export const deleteAlimtalkTemplate = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/kakao/templates/${seq}`, { silent: true });

export function useDeleteAlimtalkTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteAlimtalkTemplate(api, seq),
    // The lists only (and the profiles' template counts): the deleted template's page is left right away.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['kakao', 'alimtalk-templates'],
          predicate: (q) => q.queryKey[3] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: ['kakao', 'sender-keys'] }),
      ]),
  });
}
