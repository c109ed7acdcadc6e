import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/callback-numbers/:seq */
export const deleteCallbackNumber = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/callback-numbers/${seq}`, { silent: true });

export function useDeleteCallbackNumber() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteCallbackNumber(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'callback-numbers'] }),
  });
}
