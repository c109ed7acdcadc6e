import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SenderProfileCreate, SenderProfileDetail } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { senderKeyQueryKey } from './get-sender-key';

/** POST /api/team/kakao/sender-keys: the token from the admin phone activates the profile (201, its detail). */
export const createSenderKey = (api: ApiClient, body: SenderProfileCreate) =>
  api.post<SenderProfileDetail>('/api/team/kakao/sender-keys', body, { silent: true });

export function useCreateSenderKey() {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SenderProfileCreate) => createSenderKey(api, body),
    // The new profile's page opens next: it shows the answer at once.
    onSuccess: (profile) => {
      queryClient.setQueryData(senderKeyQueryKey(teamSeq, profile.seq), profile);
      return queryClient.invalidateQueries({
        queryKey: ['kakao', 'sender-keys', teamSeq],
        predicate: (q) => q.queryKey[3] !== 'detail',
      });
    },
  });
}
