import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { InvoiceStatus, InvoiceSummary } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface InvoicesParams {
  page: number;
  size: number;
  status?: InvoiceStatus;
}

/** Invoices belong to the business, not to a team: no team in the key. */
export const invoicesQueryKey = (params: InvoicesParams) => ['billing', 'invoices', 'list', params] as const;

/** GET /api/billing/invoices?page&size&status: the business's monthly invoices, newest month first. */
export function getInvoices(api: ApiClient, { page, size, status }: InvoicesParams): Promise<Page<InvoiceSummary>> {
  return api.get<Page<InvoiceSummary>>('/api/billing/invoices', {
    params: status ? { page, size, status } : { page, size },
  });
}

export function useInvoices(params: InvoicesParams) {
  const api = useApi();
  return useQuery({
    queryKey: invoicesQueryKey(params),
    queryFn: () => getInvoices(api, params),
    placeholderData: keepPreviousData,
  });
}
