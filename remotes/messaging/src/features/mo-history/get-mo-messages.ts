import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { MoMessage } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface MoMessageFilters {
  /** KST days YYYY-MM-DD, both included, at most 31 days apart. */
  from: string;
  to: string;
  /** Digits (or a part) of the number that replied. */
  phone?: string;
  /** A part of the reply's text. */
  text?: string;
  /** The representative number the replies arrived on, digits. */
  toNumber?: string;
}

export interface MoMessagesParams extends MoMessageFilters {
  page: number;
  size: number;
}

/** The filters as query parameters without the empty ones: the list and its export take the same. */
export const moFilterParams = ({ from, to, phone, text, toNumber }: MoMessageFilters): Record<string, string> => ({
  from,
  to,
  ...(phone ? { phone } : {}),
  ...(text ? { text } : {}),
  ...(toNumber ? { toNumber } : {}),
});

export const moMessagesQueryKey = (teamSeq: number, params: MoMessagesParams) =>
  ['messaging', 'mo-messages', teamSeq, 'list', params] as const;

/** GET /api/team/messages/mo?page&size&from&to&phone&text&toNumber: received messages, newest first. */
export function getMoMessages(api: ApiClient, params: MoMessagesParams): Promise<Page<MoMessage>> {
  return api.get<Page<MoMessage>>('/api/team/messages/mo', {
    params: { page: params.page, size: params.size, ...moFilterParams(params) },
  });
}

export function useMoMessages(teamSeq: number, params: MoMessagesParams, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: moMessagesQueryKey(teamSeq, params),
    queryFn: () => getMoMessages(api, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
