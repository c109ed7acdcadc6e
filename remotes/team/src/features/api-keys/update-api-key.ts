import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyWriteRequest } from '@console/contracts/api-keys';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { apiKeysQueryKey } from './get-api-keys';

/** PUT /api/teams/:teamSeq/api-keys/:keySeq: name, allowed IPs, callback URL. */
export const updateApiKey = (api: ApiClient, teamSeq: number, keySeq: number, body: ApiKeyWriteRequest) =>
  api.put<ApiKey>(`/api/teams/${teamSeq}/api-keys/${keySeq}`, body, { silent: true });

export function useUpdateApiKey(teamSeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keySeq, body }: { keySeq: number; body: ApiKeyWriteRequest }) =>
      updateApiKey(api, teamSeq, keySeq, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(teamSeq) }),
  });
}
