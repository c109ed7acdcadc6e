import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { ChannelStatsQuery, ChannelStatsReport, StatsPage } from '@console/contracts/stats';
import type { TeamSummary } from '@console/contracts/teams';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const channelStatsQueryKey = (page: StatsPage, query: ChannelStatsQuery) => ['stats', page, query] as const;

/** The query as URL parameters: filters left at "전체" are not sent. */
export function channelStatsParams(query: ChannelStatsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { unit: query.unit, from: query.from, to: query.to };
  if (query.teamSeq) params.teamSeq = query.teamSeq;
  if (query.type) params.type = query.type;
  return params;
}

/** The CSV of the same query (GET /api/stats/{page}/export), saved under the server's file name. */
export const channelStatsExportUrl = (page: StatsPage) => `/api/stats/${page}/export`;

/** GET /api/stats/{sms|rcs|kakao}: every period, totals, previous period, teams, types, failure reasons. */
export const getChannelStats = (api: ApiClient, page: StatsPage, query: ChannelStatsQuery) =>
  api.get<ChannelStatsReport>(`/api/stats/${page}`, { params: channelStatsParams(query) });

export function useChannelStats(page: StatsPage, query: ChannelStatsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: channelStatsQueryKey(page, query),
    queryFn: () => getChannelStats(api, page, query),
    // The last figures stay on screen (dimmed) while another range, unit or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/teams: the teams the caller may see (a master's whole business, anyone else's own), for the team filter. */
export function useVisibleTeams() {
  const api = useApi();
  return useQuery({
    queryKey: ['stats', 'teams'] as const,
    queryFn: () => api.get<Page<TeamSummary>>('/api/teams', { params: { page: 1, size: 100 } }),
  });
}
