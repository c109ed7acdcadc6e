import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SendStatsQuery, SendStatsReport } from '@console/contracts/stats';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** The URL segment of the two Kakao statistics pages and their API. */
export type KakaoStatsChannel = 'alimtalk' | 'brand-message';

export const kakaoStatisticsQueryKey = (teamSeq: number, channel: KakaoStatsChannel, query: SendStatsQuery) =>
  ['kakao', 'statistics', teamSeq, channel, query] as const;

/** The query as URL parameters: filters left at "전체" are not sent. */
export function kakaoStatisticsParams(query: SendStatsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { unit: query.unit, from: query.from, to: query.to };
  if (query.senderProfileSeq) params.senderProfileSeq = query.senderProfileSeq;
  if (query.templateSeq) params.templateSeq = query.templateSeq;
  return params;
}

/** The CSV of the same query (GET .../export), saved under the server's file name. */
export const kakaoStatisticsExportUrl = (channel: KakaoStatsChannel) => `/api/team/kakao/statistics/${channel}/export`;

/** GET /api/team/kakao/statistics/{alimtalk|brand-message}: series, totals, previous period, templates, failures. */
export const getKakaoStatistics = (api: ApiClient, channel: KakaoStatsChannel, query: SendStatsQuery) =>
  api.get<SendStatsReport>(`/api/team/kakao/statistics/${channel}`, { params: kakaoStatisticsParams(query) });

export function useKakaoStatistics(teamSeq: number, channel: KakaoStatsChannel, query: SendStatsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: kakaoStatisticsQueryKey(teamSeq, channel, query),
    queryFn: () => getKakaoStatistics(api, channel, query),
    // The last figures stay on screen (dimmed) while another range or unit loads.
    placeholderData: keepPreviousData,
  });
}
