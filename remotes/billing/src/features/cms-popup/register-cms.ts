import { useMutation } from '@tanstack/react-query';
import type { CmsRegistrationInput, PaymentMethod } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/billing/payment-methods/cms (master): the checked account, the withdrawal day and the recorded consent. */
export const registerCms = (api: ApiClient, body: CmsRegistrationInput) =>
  api.post<PaymentMethod>('/api/billing/payment-methods/cms', body, { silent: true });

// No cache to refresh here: the popup is its own page; the opener refreshes its list on our message.
export function useRegisterCms() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CmsRegistrationInput) => registerCms(api, body) });
}
