import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { SenderProfile, SenderProfileStatus } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface SenderKeysParams {
  page: number;
  size: number;
  status?: SenderProfileStatus;
}

/** The team is part of the key: the platform sends it as Curr-Team-Seq, taken from the URL. */
export const senderKeysQueryKey = (teamSeq: number, params: SenderKeysParams) =>
  ['kakao', 'sender-keys', teamSeq, params] as const;

/** GET /api/team/kakao/sender-keys?page&size&status: the team's Kakao sender profiles. */
export function getSenderKeys(api: ApiClient, { page, size, status }: SenderKeysParams): Promise<Page<SenderProfile>> {
  return api.get<Page<SenderProfile>>('/api/team/kakao/sender-keys', {
    params: status ? { page, size, status } : { page, size },
  });
}

export function useSenderKeys(teamSeq: number, params: SenderKeysParams) {
  const api = useApi();
  return useQuery({
    queryKey: senderKeysQueryKey(teamSeq, params),
    queryFn: () => getSenderKeys(api, params),
    placeholderData: keepPreviousData,
  });
}
