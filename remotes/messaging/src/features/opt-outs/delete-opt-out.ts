import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/opt-outs/:seq */
export const deleteOptOut = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/opt-outs/${seq}`, { silent: true });

export function useDeleteOptOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteOptOut(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'opt-outs'] }),
  });
}
