import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodDetail } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const paymentMethodQueryKey = (seq: number) => ['billing', 'payment-methods', 'detail', seq] as const;

/** GET /api/billing/payment-methods/:seq (master): the method, its CMS consent evidence and its history. */
export const getPaymentMethod = (api: ApiClient, seq: number) =>
  api.get<PaymentMethodDetail>(`/api/billing/payment-methods/${seq}`, { silent: true });

export function usePaymentMethod(seq: number) {
  const api = useApi();
  return useQuery({
    queryKey: paymentMethodQueryKey(seq),
    queryFn: () => getPaymentMethod(api, seq),
    enabled: Number.isSafeInteger(seq) && seq > 0,
    retry: false,
  });
}
