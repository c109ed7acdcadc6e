import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const RELEASE_OVERRIDE_URL = '/api/releases/override';

/**
 * DELETE /api/releases/override[?remote=x]: ends this browser's override of one remote, or of
 * every remote. `raw`: a refusal is shown in place, it is not a lost session.
 */
export const resetRemoteOverride = (api: ApiClient, remote?: string) =>
  api.delete<unknown>(RELEASE_OVERRIDE_URL, { raw: true, silent: true, ...(remote ? { params: { remote } } : {}) });

/** The registry is read once per page load: a successful reset reloads the page. */
export function useResetRemoteOverride(reload: () => void) {
  const api = useApi();
  return useMutation({
    mutationFn: (remote?: string) => resetRemoteOverride(api, remote),
    onSuccess: reload,
  });
}
