import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreated, ApiKeyWriteRequest } from '@console/contracts/api-keys';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/teams/:teamSeq/api-keys: the answer holds the whole key, the only time it is shown. */
export const createApiKey = (api: ApiClient, teamSeq: number, body: ApiKeyWriteRequest) =>
  api.post<ApiKeyCreated>(`/api/teams/${teamSeq}/api-keys`, body, { silent: true });

export function useCreateApiKey(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyWriteRequest) => createApiKey(api, teamSeq, body),
    // The key list and the team's key count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
