import { useQuery } from '@tanstack/react-query';
import type { BrandTemplate } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { brandTemplatesKey } from './get-brand-templates';

export const brandTemplateQueryKey = (teamSeq: number, seq: number) =>
  [...brandTemplatesKey(teamSeq), 'detail', seq] as const;

/** GET /api/team/kakao/brand-templates/:seq (404 in Korean when it is not the team's). */
export const getBrandTemplate = (api: ApiClient, seq: number) =>
  api.get<BrandTemplate>(`/api/team/kakao/brand-templates/${seq}`, { silent: true });

export function useBrandTemplate(teamSeq: number, seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: brandTemplateQueryKey(teamSeq, seq),
    queryFn: () => getBrandTemplate(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}
