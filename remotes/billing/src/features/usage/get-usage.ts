import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsageChannel, UsageReport } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** A valid usage query as the page keeps it (UsageQuery's output: every default filled in). */
export interface UsageFilter {
  unit: 'DAY' | 'MONTH';
  from: string;
  to: string;
  teamSeq?: number;
  channel?: UsageChannel;
}

export const usageQueryKey = (filter: UsageFilter) => ['billing', 'usage', filter] as const;

/** The query as URL parameters: filters left at "전체" are not sent. */
export function usageParams(filter: UsageFilter): Record<string, string | number> {
  const params: Record<string, string | number> = { unit: filter.unit, from: filter.from, to: filter.to };
  if (filter.teamSeq) params.teamSeq = filter.teamSeq;
  if (filter.channel) params.channel = filter.channel;
  return params;
}

/** The CSV of the same query, saved under the server's file name. */
export const USAGE_EXPORT_URL = '/api/billing/usage/export';

/** GET /api/billing/usage: series for the chart, rows per period, team, channel and type, totals. */
export const getUsage = (api: ApiClient, filter: UsageFilter) =>
  api.get<UsageReport>('/api/billing/usage', { params: usageParams(filter) });

export function useUsage(filter: UsageFilter) {
  const api = useApi();
  return useQuery({
    queryKey: usageQueryKey(filter),
    queryFn: () => getUsage(api, filter),
    // The last figures stay on screen (dimmed) while another range loads.
    placeholderData: keepPreviousData,
  });
}
