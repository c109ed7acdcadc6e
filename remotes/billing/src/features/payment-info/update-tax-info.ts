import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxInfo, TaxInfoInput } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { billingAccountQueryKey } from './get-billing-account';
import { taxInfoQueryKey } from './get-tax-info';

/** PUT /api/billing/tax-info (master): its e-mail is where tax invoices go. */
export const updateTaxInfo = (api: ApiClient, body: TaxInfoInput) =>
  api.put<TaxInfo>('/api/billing/tax-info', body, { silent: true });

export function useUpdateTaxInfo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxInfoInput) => updateTaxInfo(api, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(taxInfoQueryKey, saved);
      // The account carries the tax-invoice e-mail too.
      return queryClient.invalidateQueries({ queryKey: billingAccountQueryKey });
    },
  });
}
