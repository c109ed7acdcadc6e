import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { brandSendOptionsQueryKey } from '../brand-message-send/get-brand-send-options';
import { kakaoImagesKey } from '../kakao-images/get-kakao-images';
import { brandTemplatesKey } from './get-brand-templates';

/** DELETE /api/team/kakao/brand-templates/:seq: refused (409, in Korean) once a send used it. */
export const deleteBrandTemplate = (api: ApiClient, seq: number) =>
  api.delete<{ seq: number }>(`/api/team/kakao/brand-templates/${seq}`, { silent: true });

export function useDeleteBrandTemplate() {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteBrandTemplate(api, seq),
    // The lists only: the deleted template's page is left right away.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: brandTemplatesKey(teamSeq),
          predicate: (query) => query.queryKey[3] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: brandSendOptionsQueryKey(teamSeq) }),
        queryClient.invalidateQueries({ queryKey: kakaoImagesKey }),
      ]),
  });
}
