import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessInfo, BusinessUpdateRequest } from '@console/contracts/business';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { businessQueryKey } from './get-business';

/** PUT /api/account/business (master only): name, representative and address. */
export const updateBusiness = (api: ApiClient, body: BusinessUpdateRequest) =>
  api.put<BusinessInfo>('/api/account/business', body, { silent: true });

export function useUpdateBusiness() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessUpdateRequest) => updateBusiness(api, body),
    onSuccess: (business) => queryClient.setQueryData(businessQueryKey, business),
  });
}
