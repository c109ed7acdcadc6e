import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { MessageResult, MessageStatus } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface SendRequestMessagesParams {
  page: number;
  size: number;
  status?: MessageStatus;
  /** Digits of a recipient number, or a part of it. */
  phone?: string;
}

/**
 * `progress` is the request's state and settled count as last read: when the live-refreshed request moves
 * on, its results are read again (else the rows would stay "접수" beside a summary saying "완료").
 */
export const sendRequestMessagesQueryKey = (
  teamSeq: number,
  seq: string,
  params: SendRequestMessagesParams,
  progress: string,
) => ['messaging', 'send-requests', teamSeq, 'messages', seq, params, progress] as const;

/** The filters as query parameters, without the empty ones (also what the export takes). */
export const messageFilterParams = ({
  status,
  phone,
}: Pick<SendRequestMessagesParams, 'status' | 'phone'>): Record<string, string> => ({
  ...(status ? { status } : {}),
  ...(phone ? { phone } : {}),
});

/** GET /api/team/send-requests/:seq/messages?page&size&status&phone: per-recipient results. */
export function getSendRequestMessages(
  api: ApiClient,
  seq: string,
  params: SendRequestMessagesParams,
): Promise<Page<MessageResult>> {
  return api.get<Page<MessageResult>>(`/api/team/send-requests/${encodeURIComponent(seq)}/messages`, {
    params: { page: params.page, size: params.size, ...messageFilterParams(params) },
  });
}

export function useSendRequestMessages(
  teamSeq: number,
  seq: string,
  params: SendRequestMessagesParams,
  progress: string,
) {
  const api = useApi();
  return useQuery({
    queryKey: sendRequestMessagesQueryKey(teamSeq, seq, params, progress),
    // Read once the request is known, so a first load asks once.
    enabled: progress !== '',
    queryFn: () => getSendRequestMessages(api, seq, params),
    placeholderData: keepPreviousData,
  });
}
