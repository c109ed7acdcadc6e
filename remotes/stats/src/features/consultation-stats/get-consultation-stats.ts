import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsultationStatsQuery, ConsultationStatsReport } from '@console/contracts/consultation';
import { useApi } from '@console/platform/hooks';

/** The query as URL parameters: filters left at "전체" are not sent. */
export function consultationStatsParams(query: ConsultationStatsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { from: query.from, to: query.to };
  if (query.teamSeq) params.teamSeq = query.teamSeq;
  if (query.senderProfileSeq) params.senderProfileSeq = query.senderProfileSeq;
  return params;
}

/** The CSV of the same query (by day and sender profile), saved under the server's file name. */
export const CONSULTATION_STATS_EXPORT_URL = '/api/stats/kakao-cs/export';

/** GET /api/stats/kakao-cs: consultation talk by day and sender profile over the teams the user may see. */
export function useConsultationStats(query: ConsultationStatsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['stats', 'kakao-cs', query] as const,
    queryFn: () => api.get<ConsultationStatsReport>('/api/stats/kakao-cs', { params: consultationStatsParams(query) }),
    placeholderData: keepPreviousData,
  });
}
