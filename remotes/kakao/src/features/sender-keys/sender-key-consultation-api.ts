import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultationOverview, ConsultationSettings } from '@console/contracts/consultation';
import { useApi } from '@console/platform/hooks';

export const consultationQueryKey = (teamSeq: number, seq: number) =>
  ['kakao', 'sender-keys', teamSeq, 'consultation', seq] as const;

/** GET /api/team/kakao/sender-profiles/:seq/consultation/sessions: the setting and the recent sessions. */
export function useConsultation(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: consultationQueryKey(teamSeq, seq),
    queryFn: () =>
      api.get<ConsultationOverview>(`/api/team/kakao/sender-profiles/${seq}/consultation/sessions`, { silent: true }),
  });
}

/** PUT /api/team/kakao/sender-profiles/:seq/consultation: turns consultation talk on or off. */
export function useSetConsultation(teamSeq: number, seq: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<ConsultationSettings>(
        `/api/team/kakao/sender-profiles/${seq}/consultation`,
        { enabled },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationQueryKey(teamSeq, seq) }),
  });
}
