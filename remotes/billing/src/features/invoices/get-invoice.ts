import { useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '@console/contracts/billing';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const invoiceQueryKey = (seq: number) => ['billing', 'invoices', 'detail', seq] as const;

/** A seq worth asking for: a positive whole number (a hand-typed ?seq= may be anything). */
export const isInvoiceSeq = (seq: number | null): seq is number => seq !== null && Number.isSafeInteger(seq) && seq > 0;

/** GET /api/billing/invoices/:seq: lines, tax-invoice data and where to pay. Errors are shown in place. */
export const getInvoice = (api: ApiClient, seq: number) =>
  api.get<InvoiceDetail>(`/api/billing/invoices/${seq}`, { silent: true });

export function useInvoice(seq: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceQueryKey(seq ?? 0),
    queryFn: () => getInvoice(api, seq as number),
    enabled: isInvoiceSeq(seq),
    retry: false,
  });
}
