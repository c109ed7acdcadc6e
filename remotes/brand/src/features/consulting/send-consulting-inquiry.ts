import { useMutation } from '@tanstack/react-query';
import type { ConsultingInquiryRequest, SalesInquiryReceipt } from '@console/contracts/sales-inquiries';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

/** POST /api/public/consulting-inquiries: stored, and a receipt mailed to the sender. */
export const sendConsultingInquiry = (api: ApiClient, body: ConsultingInquiryRequest) =>
  api.post<SalesInquiryReceipt>('/api/public/consulting-inquiries', body, { silent: true });

export function useSendConsultingInquiry() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ConsultingInquiryRequest) => sendConsultingInquiry(api, body) });
}
