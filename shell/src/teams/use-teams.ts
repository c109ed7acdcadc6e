import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { TeamSummary } from '@console/contracts/teams';
import { useApi, usePlatform, useSession } from '@console/platform/hooks';

export const teamsQueryKey = ['shell', 'teams'] as const;

/**
 * The caller's team spaces (GET /api/teams), for the team selector, the dashboard and REG checks;
 * fetched again when a remote says it changed them.
 */
export function useTeams() {
  const api = useApi();
  const { events } = usePlatform();
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.user !== null);
  useEffect(
    () => events.on('teams-changed', () => void queryClient.invalidateQueries({ queryKey: teamsQueryKey })),
    [events, queryClient],
  );
  return useQuery({
    queryKey: teamsQueryKey,
    queryFn: () => api.get<Page<TeamSummary>>('/api/teams', { params: { page: 1, size: 100 } }),
    enabled: loggedIn,
    refetchInterval: (query) => (query.state.data?.items.some((t) => t.status === 'REG') ? 15_000 : false),
  });
}
