import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailStatsQuery, EmailStatsReport } from '@console/contracts/email-stats';
import { useApi } from '@console/platform/hooks';

/** The query as URL parameters: the team left at "전체" is not sent. */
export function emailStatsParams(query: EmailStatsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { unit: query.unit, from: query.from, to: query.to };
  if (query.teamSeq) params.teamSeq = query.teamSeq;
  return params;
}

/** The CSV of the same query, saved under the server's file name. */
export const EMAIL_STATS_EXPORT_URL = '/api/stats/ems/export';

/** GET /api/stats/ems: e-mail by day or month and team over the teams the user may see. */
export function useEmailStats(query: EmailStatsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['stats', 'ems', query] as const,
    queryFn: () => api.get<EmailStatsReport>('/api/stats/ems', { params: emailStatsParams(query) }),
    // The last figures stay on screen (dimmed) while another range, unit or team loads.
    placeholderData: keepPreviousData,
  });
}
