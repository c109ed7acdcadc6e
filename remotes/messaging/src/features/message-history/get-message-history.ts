import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { MessageHistoryItem, MessageResultType, MessageStatus } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface MessageHistoryFilters {
  /** KST days YYYY-MM-DD, both included, at most 31 days apart. */
  from: string;
  to: string;
  status?: MessageStatus;
  type?: MessageResultType;
  /** Digits of a recipient number, or a part of it. */
  phone?: string;
}

export interface MessageHistoryParams extends MessageHistoryFilters {
  page: number;
  size: number;
}

/** The filters as query parameters without the empty ones: the list and its export take the same. */
export const messageHistoryFilterParams = ({
  from,
  to,
  status,
  type,
  phone,
}: MessageHistoryFilters): Record<string, string> => ({
  from,
  to,
  ...(status ? { status } : {}),
  ...(type ? { type } : {}),
  ...(phone ? { phone } : {}),
});

export const messageHistoryQueryKey = (teamSeq: number, params: MessageHistoryParams) =>
  ['messaging', 'send-requests', teamSeq, 'history', params] as const;

/** A page of the history; `moreAfterTotal`: matches are counted a few pages ahead and more follow. */
export type MessageHistoryPage = Page<MessageHistoryItem> & { moreAfterTotal?: boolean };

/** GET /api/team/messages?page&size&from&to&status&type&phone: every message of the team, newest first. */
export function getMessageHistory(api: ApiClient, params: MessageHistoryParams): Promise<MessageHistoryPage> {
  return api.get<MessageHistoryPage>('/api/team/messages', {
    params: { page: params.page, size: params.size, ...messageHistoryFilterParams(params) },
  });
}

export function useMessageHistory(teamSeq: number, params: MessageHistoryParams, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: messageHistoryQueryKey(teamSeq, params),
    queryFn: () => getMessageHistory(api, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
