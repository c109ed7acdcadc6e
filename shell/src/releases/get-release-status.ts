import { useQuery } from '@tanstack/react-query';
import type { ReleaseStatus } from '@console/contracts/releases';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const releaseStatusQueryKey = ['shell', 'releases', 'status'] as const;

/**
 * GET /api/releases/status: per environment what is live, canaries, health and history.
 * `raw`: the 403 a non release manager gets is this page's own "권한 없음", not a lost session.
 */
export const getReleaseStatus = (api: ApiClient) =>
  api.get<ReleaseStatus>('/api/releases/status', { raw: true, silent: true });

export function useReleaseStatus() {
  const api = useApi();
  return useQuery({ queryKey: releaseStatusQueryKey, queryFn: () => getReleaseStatus(api), retry: false });
}
