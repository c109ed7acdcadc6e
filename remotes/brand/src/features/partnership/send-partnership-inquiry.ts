import { useMutation } from '@tanstack/react-query';
import type { PartnershipInquiryRequest, SalesInquiryReceipt } from '@console/contracts/sales-inquiries';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/public/partnership-inquiries: stored, and a receipt mailed to the sender. */
export const sendPartnershipInquiry = (api: ApiClient, body: PartnershipInquiryRequest) =>
  api.post<SalesInquiryReceipt>('/api/public/partnership-inquiries', body, { silent: true });

export function useSendPartnershipInquiry() {
  const api = useApi();
  return useMutation({ mutationFn: (body: PartnershipInquiryRequest) => sendPartnershipInquiry(api, body) });
}
