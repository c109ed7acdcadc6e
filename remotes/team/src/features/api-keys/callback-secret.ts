import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCallbackSecret } from '@console/contracts/api-keys';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { apiKeysQueryKey } from './get-api-keys';

const callbackSecretKey = (teamSeq: number, keySeq: number) =>
  [...apiKeysQueryKey(teamSeq), 'callback-secret', keySeq] as const;

/** GET /api/teams/:teamSeq/api-keys/:keySeq/callback-secret: the secret that signs the key's delivery callbacks. */
export const getCallbackSecret = (api: ApiClient, teamSeq: number, keySeq: number) =>
  api.get<ApiKeyCallbackSecret>(`/api/teams/${teamSeq}/api-keys/${keySeq}/callback-secret`, { silent: true });

/** Read while the dialog is open and dropped when it closes: a secret does not stay in the page's cache. */
export function useCallbackSecret(teamSeq: number, keySeq: number) {
  const api = useApi();
  return useQuery({
    queryKey: callbackSecretKey(teamSeq, keySeq),
    queryFn: () => getCallbackSecret(api, teamSeq, keySeq),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** POST .../callback-secret/rotate: a new secret; callbacks are signed with it from now on. */
export const rotateCallbackSecret = (api: ApiClient, teamSeq: number, keySeq: number) =>
  api.post<ApiKeyCallbackSecret>(
    `/api/teams/${teamSeq}/api-keys/${keySeq}/callback-secret/rotate`,
    {},
    { silent: true },
  );

export function useRotateCallbackSecret(teamSeq: number, keySeq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateCallbackSecret(api, teamSeq, keySeq),
    onSuccess: (answer) => queryClient.setQueryData(callbackSecretKey(teamSeq, keySeq), answer),
  });
}
