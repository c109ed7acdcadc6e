import { useQuery } from '@tanstack/react-query';
import type { ServiceStatus } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const servicesQueryKey = ['billing', 'services'] as const;

/** GET /api/billing/services: every service with its state, prices, this month's amount and how to start it. */
export const getServices = (api: ApiClient) => api.get<ServiceStatus[]>('/api/billing/services');

export function useServices() {
  const api = useApi();
  return useQuery({ queryKey: servicesQueryKey, queryFn: () => getServices(api) });
}
