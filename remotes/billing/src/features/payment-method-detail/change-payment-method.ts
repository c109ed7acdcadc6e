import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** PUT /api/billing/payment-methods/:seq/default (master): top-ups, automatic top-ups and invoices use it next. */
export const setDefaultPaymentMethod = (api: ApiClient, seq: number) =>
  api.put<unknown>(`/api/billing/payment-methods/${seq}/default`, undefined, { silent: true });

/** DELETE /api/billing/payment-methods/:seq (master): refused in Korean while something still depends on it. */
export const deletePaymentMethod = (api: ApiClient, seq: number) =>
  api.delete<unknown>(`/api/billing/payment-methods/${seq}`, { silent: true });

/**
 * Both changes touch the list, this method's page (its history grows) and the account (its default):
 * everything under billing's payment methods and the account is asked again.
 */
function useChangePaymentMethod(change: (api: ApiClient, seq: number) => Promise<unknown>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => change(api, seq),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['billing', 'payment-methods'] }),
        queryClient.invalidateQueries({ queryKey: ['billing', 'account'] }),
      ]),
  });
}

export const useSetDefaultPaymentMethod = () => useChangePaymentMethod(setDefaultPaymentMethod);
export const useDeletePaymentMethod = () => useChangePaymentMethod(deletePaymentMethod);
