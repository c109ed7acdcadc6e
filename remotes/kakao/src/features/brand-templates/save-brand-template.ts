import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandTemplate, BrandTemplateInput } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useTeamSeq } from '@console/platform/hooks';
import { brandSendOptionsQueryKey } from '../brand-message-send/get-brand-send-options';
import { kakaoImagesKey } from '../kakao-images/get-kakao-images';
import { brandTemplateQueryKey } from './get-brand-template';
import { brandTemplatesKey } from './get-brand-templates';

/**
 * POST /api/team/kakao/brand-templates (201) or PUT .../:seq; 400 with Korean field errors, 409 when a
 * send already used the template. Brand templates need no Kakao review: a saved one can be sent at once.
 */
export const saveBrandTemplate = (api: ApiClient, input: BrandTemplateInput, seq?: number) =>
  seq === undefined
    ? api.post<BrandTemplate>('/api/team/kakao/brand-templates', input, { silent: true })
    : api.put<BrandTemplate>(`/api/team/kakao/brand-templates/${seq}`, input, { silent: true });

export function useSaveBrandTemplate(seq?: number) {
  const api = useApi();
  const teamSeq = useTeamSeq();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandTemplateInput) => saveBrandTemplate(api, input, seq),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandTemplateQueryKey(teamSeq, saved.seq), saved);
      // The lists, the send page's options and the images' "used by" follow.
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: brandTemplatesKey(teamSeq),
          predicate: (query) => query.queryKey[3] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: brandSendOptionsQueryKey(teamSeq) }),
        queryClient.invalidateQueries({ queryKey: kakaoImagesKey }),
      ]);
    },
  });
}
