import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardInput, PaymentMethod } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { billingAccountQueryKey } from './get-billing-account';
import { paymentMethodsQueryKey } from './get-payment-methods';

/** POST /api/billing/payment-methods/cards (master): the payment simulator approves or refuses the card (in Korean). */
export const registerCard = (api: ApiClient, body: CardInput) =>
  api.post<PaymentMethod>('/api/billing/payment-methods/cards', body, { silent: true });

export function useRegisterCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardInput) => registerCard(api, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
        // A new default card changes the account's default.
        queryClient.invalidateQueries({ queryKey: billingAccountQueryKey }),
      ]),
  });
}
