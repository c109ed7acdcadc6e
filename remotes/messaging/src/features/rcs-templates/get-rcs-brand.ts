import { useQuery } from '@tanstack/react-query';
import type { RcsBrand } from '@console/contracts/rcs';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const rcsBrandQueryKey = (teamSeq: number) => ['messaging', 'rcs-brand', teamSeq] as const;

/** GET /api/team/rcs/brand: the team's brand with its chat rooms, or null before registration. */
export const getRcsBrand = (api: ApiClient) => api.get<RcsBrand | null>('/api/team/rcs/brand');

export function useRcsBrand(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: rcsBrandQueryKey(teamSeq), queryFn: () => getRcsBrand(api) });
}
