import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@console/contracts/api-keys';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/teams/:teamSeq/api-keys/:keySeq/revoke: the key stops working at once. */
export const revokeApiKey = (api: ApiClient, teamSeq: number, keySeq: number) =>
  api.post<ApiKey>(`/api/teams/${teamSeq}/api-keys/${keySeq}/revoke`, {}, { silent: true });

export function useRevokeApiKey(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keySeq: number) => revokeApiKey(api, teamSeq, keySeq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
