import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { CallbackNumber, CallbackNumberStatus } from '@console/contracts/messaging';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface CallbackNumbersParams {
  page: number;
  size: number;
  status?: CallbackNumberStatus;
}

/** The team is part of the key: the platform sends it as Curr-Team-Seq, taken from the URL. */
export const callbackNumbersQueryKey = (teamSeq: number, params: CallbackNumbersParams) =>
  ['messaging', 'callback-numbers', teamSeq, params] as const;

/** GET /api/team/callback-numbers?page&size&status: the team's sender numbers. */
export function getCallbackNumbers(
  api: ApiClient,
  { page, size, status }: CallbackNumbersParams,
): Promise<Page<CallbackNumber>> {
  return api.get<Page<CallbackNumber>>('/api/team/callback-numbers', {
    params: status ? { page, size, status } : { page, size },
  });
}

export function useCallbackNumbers(teamSeq: number, params: CallbackNumbersParams) {
  const api = useApi();
  return useQuery({
    queryKey: callbackNumbersQueryKey(teamSeq, params),
    queryFn: () => getCallbackNumbers(api, params),
    placeholderData: keepPreviousData,
  });
}
