import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** The prefix the detail page's default and delete changes invalidate too. */
export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

/** GET /api/billing/payment-methods (master): the business's active cards and accounts. */
export const getPaymentMethods = (api: ApiClient) => api.get<PaymentMethod[]>('/api/billing/payment-methods');

export function usePaymentMethods() {
  const api = useApi();
  return useQuery({ queryKey: paymentMethodsQueryKey, queryFn: () => getPaymentMethods(api) });
}
