import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/kakao/sender-keys/:seq: refused (409, in Korean) once a send used it or it has templates. */
export const deleteSenderKey = (api: ApiClient, seq: number) =>
  api.delete<null>(`/api/team/kakao/sender-keys/${seq}`, { silent: true });

export function useDeleteSenderKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteSenderKey(api, seq),
    // The lists only: the deleted profile's own page is left right away, it need not load again.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ['kakao', 'sender-keys'],
        predicate: (q) => q.queryKey[3] !== 'detail',
      }),
  });
}
