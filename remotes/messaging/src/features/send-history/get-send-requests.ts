import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { SendRequestStatus, SendRequestSummary } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface SendRequestsParams {
  page: number;
  size: number;
  /** KST days YYYY-MM-DD, both included, at most 31 days apart. */
  from: string;
  to: string;
  status?: SendRequestStatus;
}

export const sendRequestsQueryKey = (teamSeq: number, params: SendRequestsParams) =>
  ['messaging', 'send-requests', teamSeq, 'list', params] as const;

/** GET /api/team/send-requests?page&size&from&to&status: the team's send requests, newest first. */
export function getSendRequests(
  api: ApiClient,
  { status, ...rest }: SendRequestsParams,
): Promise<Page<SendRequestSummary>> {
  return api.get<Page<SendRequestSummary>>('/api/team/send-requests', { params: status ? { ...rest, status } : rest });
}

export function useSendRequests(teamSeq: number, params: SendRequestsParams, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: sendRequestsQueryKey(teamSeq, params),
    queryFn: () => getSendRequests(api, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
