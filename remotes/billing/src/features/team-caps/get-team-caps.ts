import { useQuery } from '@tanstack/react-query';
import type { TeamSpendCap } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const teamCapsQueryKey = ['billing', 'team-caps'] as const;

/** GET /api/billing/team-caps (master): every team of the business with its cap and this month's spend. */
export const getTeamCaps = (api: ApiClient) => api.get<TeamSpendCap[]>('/api/billing/team-caps');

export function useTeamCaps({ enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({ queryKey: teamCapsQueryKey, queryFn: () => getTeamCaps(api), enabled });
}
