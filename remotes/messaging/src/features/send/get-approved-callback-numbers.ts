import { useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { CallbackNumber } from '@console/contracts/messaging';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** The send form offers at most this many sender numbers (the API's page size limit). */
const MAX_SENDER_CHOICES = 100;

export const approvedCallbackNumbersQueryKey = (teamSeq: number) =>
  ['messaging', 'callback-numbers', teamSeq, 'approved'] as const;

/** GET /api/team/callback-numbers?status=APPROVED: only approved numbers may send (DOMAIN.md). */
export function getApprovedCallbackNumbers(api: ApiClient): Promise<Page<CallbackNumber>> {
  return api.get<Page<CallbackNumber>>('/api/team/callback-numbers', {
    params: { page: 1, size: MAX_SENDER_CHOICES, status: 'APPROVED' },
  });
}

export function useApprovedCallbackNumbers(teamSeq: number) {
  const api = useApi();
  return useQuery({
    queryKey: approvedCallbackNumbersQueryKey(teamSeq),
    queryFn: () => getApprovedCallbackNumbers(api),
  });
}
