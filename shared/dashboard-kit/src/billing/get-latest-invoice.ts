import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { InvoiceSummary } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** GET /api/billing/invoices?page=1&size=1: the newest invoice, or null before the first one. */
export const getLatestInvoice = async (api: ApiClient): Promise<InvoiceSummary | null> => {
  const page = await api.get<Page<InvoiceSummary>>('/api/billing/invoices', {
    params: { page: 1, size: 1 },
    silent: true,
  });
  return page.items[0] ?? null;
};

export const latestInvoiceQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['dashboard', 'latest-invoice'], queryFn: () => getLatestInvoice(api) });

export function useLatestInvoice() {
  const api = useApi();
  return useQuery(latestInvoiceQuery(api));
}
