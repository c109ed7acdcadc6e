import { useQuery } from '@tanstack/react-query';
import type { BrandMessageSendOptions } from '@console/contracts/kakao-brand-send';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const brandSendOptionsQueryKey = (teamSeq: number) => ['kakao', 'brand-send-options', teamSeq] as const;

/** GET /api/team/kakao/brand-send-options: active sender profiles, their brand templates, approved sender numbers. */
export const getBrandSendOptions = (api: ApiClient) =>
  api.get<BrandMessageSendOptions>('/api/team/kakao/brand-send-options');

export function useBrandSendOptions(teamSeq: number) {
  const api = useApi();
  return useQuery({ queryKey: brandSendOptionsQueryKey(teamSeq), queryFn: () => getBrandSendOptions(api) });
}
