import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptOutBulkAnswer, OptOutBulkRequest } from '@console/contracts/opt-outs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/opt-outs/bulk: many numbers, one a line; answers counts and per-line errors. */
export const addOptOutsBulk = (api: ApiClient, body: OptOutBulkRequest) =>
  api.post<OptOutBulkAnswer>('/api/team/opt-outs/bulk', body, { silent: true });

export function useAddOptOutsBulk() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OptOutBulkRequest) => addOptOutsBulk(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'opt-outs'] }),
  });
}
