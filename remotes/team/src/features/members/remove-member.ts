import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/members/:userSeq (masters): out of the business and every team, logged out. */
export const removeMember = (api: ApiClient, userSeq: number) =>
  api.delete<null>(`/api/members/${userSeq}`, { silent: true });

export function useRemoveMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSeq: number) => removeMember(api, userSeq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
