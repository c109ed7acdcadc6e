import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const moNumbersQueryKey = (teamSeq: number) => ['messaging', 'mo-messages', teamSeq, 'numbers'] as const;

/** GET /api/team/messages/mo/numbers: the representative numbers the team received replies on (digits). */
export function getMoNumbers(api: ApiClient): Promise<string[]> {
  return api.get<string[]>('/api/team/messages/mo/numbers');
}

export function useMoNumbers(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: moNumbersQueryKey(teamSeq), queryFn: () => getMoNumbers(api) });
}
