import { useMutation } from '@tanstack/react-query';
import type { RemoteOverrideRequest } from '@console/contracts/releases';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { RELEASE_OVERRIDE_URL } from './reset-remote-override';

/** PUT /api/releases/override: this browser loads another version or URL of one remote. */
export const setRemoteOverride = (api: ApiClient, request: RemoteOverrideRequest) =>
  api.put<unknown>(RELEASE_OVERRIDE_URL, request, { raw: true, silent: true });

/** The registry is read once per page load: a successful override reloads the page. */
export function useSetRemoteOverride(reload: () => void) {
  const api = useApi();
  return useMutation({
    mutationFn: (request: RemoteOverrideRequest) => setRemoteOverride(api, request),
    onSuccess: reload,
  });
}
