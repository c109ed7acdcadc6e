import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { BrandMessageType, BrandTemplate } from '@console/contracts/kakao';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface BrandTemplatesParams {
  page: number;
  size: number;
  type?: BrandMessageType;
  senderProfileSeq?: number;
  q?: string;
}

/** Every brand template query of a team starts with this key; saves and deletes invalidate it. */
export const brandTemplatesKey = (teamSeq: number) => ['kakao', 'brand-templates', teamSeq] as const;

export const brandTemplatesQueryKey = (teamSeq: number, params: BrandTemplatesParams) =>
  [...brandTemplatesKey(teamSeq), 'list', params] as const;

/** GET /api/team/kakao/brand-templates?page&size&type&senderProfileSeq&q */
export function getBrandTemplates(
  api: ApiClient,
  { page, size, type, senderProfileSeq, q }: BrandTemplatesParams,
): Promise<Page<BrandTemplate>> {
  return api.get<Page<BrandTemplate>>('/api/team/kakao/brand-templates', {
    params: {
      page,
      size,
      ...(type ? { type } : {}),
      ...(senderProfileSeq ? { senderProfileSeq } : {}),
      ...(q ? { q } : {}),
    },
  });
}

export function useBrandTemplates(teamSeq: number, params: BrandTemplatesParams) {
  const api = useApi();
  return useQuery({
    queryKey: brandTemplatesQueryKey(teamSeq, params),
    queryFn: () => getBrandTemplates(api, params),
    placeholderData: keepPreviousData,
  });
}
