import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingService, ServiceStatus } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { servicesQueryKey } from './get-services';

export type ServiceChange =
  | { service: BillingService; action: 'stop'; reason: string }
  | {
      service: BillingService;
      action: 'resume';
    };

/** POST /api/billing/services/:service/stop (with an optional reason) or /resume (masters). Errors show in place. */
export const changeServiceState = (api: ApiClient, change: ServiceChange) =>
  api.post<ServiceStatus>(
    `/api/billing/services/${change.service}/${change.action}`,
    change.action === 'stop' ? { reason: change.reason } : {},
    { silent: true },
  );

export function useChangeServiceState() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ServiceChange) => changeServiceState(api, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
