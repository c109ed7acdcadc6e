import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptOutAddRequest } from '@console/contracts/opt-outs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/team/opt-outs: one number (409 when it is already listed). */
export const addOptOut = (api: ApiClient, body: OptOutAddRequest) =>
  api.post<{ phone: string }>('/api/team/opt-outs', body, { silent: true });

export function useAddOptOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OptOutAddRequest) => addOptOut(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'opt-outs'] }),
  });
}
