import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** DELETE /api/team/rcs/templates/:seq (refused with 409 once a send used it). */
export const deleteRcsTemplate = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/rcs/templates/${seq}`, { silent: true });

export function useDeleteRcsTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteRcsTemplate(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'rcs-templates'] }),
  });
}
